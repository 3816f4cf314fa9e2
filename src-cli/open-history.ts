/** The command line opens the history like the apps do: behind the data folder's one-writer lock. */
import { acquireDataFolderLock } from '../src-main/db/folder-lock';
import { openDatabase, type OpenedDatabase } from '../src-main/db/open';
import { projectRoot } from '../src-main/paths';

export function openHistoryFolder(dir: string): OpenedDatabase {
  acquireDataFolderLock(dir, 'the command line');
  return openDatabase(dir, projectRoot());
}
