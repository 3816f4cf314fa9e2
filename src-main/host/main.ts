/**
 * `npm start` where no Electron binary exists: the same UI and main-process services, served to the
 * browser on 127.0.0.1. Prints exactly one line starting with "Tablekeeper is running at".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boot } from '../boot';
import { dataDir, projectRoot } from '../paths';
import { startHost } from './server';

function portFromEnv(): number {
  const raw = process.env.TABLEKEEPER_PORT;
  if (!raw) return 0;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`TABLEKEEPER_PORT must be a port number (0-65535), not "${raw}".`);
    process.exit(2);
  }
  return port;
}

async function main(): Promise<void> {
  const root = projectRoot();
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const dir = dataDir();
  const { db, handlers, notices, club, bots } = boot('browser', dir, root, version);
  for (const notice of notices) console.warn(notice);
  const host = await startHost({ handlers, staticDir: join(root, 'out', 'renderer'), port: portFromEnv(), log: (e) => console.error(e) });
  console.log(`Tablekeeper is running at ${host.url}`);
  console.log(`Data: ${dir}`);
  const stop = (): void => {
    bots.stop();
    club.stop();
    void host.close().then(() => {
      db.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`Tablekeeper could not start: ${error.message}`);
  process.exit(1);
});
