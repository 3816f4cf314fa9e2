/**
 * Unit tests never touch the app's real data folder: commands that save to the history by default
 * (`score`, `replay`) write to a fresh folder per test file unless a test names its own --data-dir.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.TABLEKEEPER_DATA_DIR = mkdtempSync(join(tmpdir(), 'tk-unit-data-'));
