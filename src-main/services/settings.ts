/**
 * Settings kept in the settings table, one row per setting. Locale and theme are plain strings (as older
 * versions wrote them); the rest are JSON. A value that no longer parses falls back to its default, so a
 * damaged row never stops the app.
 */
import { contract, type Settings } from '../../src-shared/ipc/contract';
import type { SettingsRepo } from '../db/settings-repo';

export const DEFAULT_SETTINGS: Settings = { locale: null, theme: 'system', textScale: 1, patterns: true, handOff: 'private', defaultPlayers: [], rateBots: false };

const shape = contract['settings:get'].output.shape;
const PLAIN = new Set<keyof Settings>(['locale', 'theme']);

function readOne<K extends keyof Settings>(repo: SettingsRepo, key: K): Settings[K] {
  const raw = repo.get(key);
  if (raw === null || raw === '') return DEFAULT_SETTINGS[key];
  let value: unknown = raw;
  if (!PLAIN.has(key)) {
    try {
      value = JSON.parse(raw);
    } catch {
      return DEFAULT_SETTINGS[key];
    }
  }
  const parsed = shape[key].safeParse(value);
  return parsed.success ? (parsed.data as Settings[K]) : DEFAULT_SETTINGS[key];
}

export function readSettings(repo: SettingsRepo): Settings {
  const keys = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];
  return Object.fromEntries(keys.map((key) => [key, readOne(repo, key)])) as unknown as Settings;
}

export function writeSettings(repo: SettingsRepo, changes: Partial<Settings>): Settings {
  for (const [key, value] of Object.entries(changes) as [keyof Settings, unknown][]) {
    if (value === undefined) continue;
    repo.set(key, PLAIN.has(key) ? String(value ?? '') : JSON.stringify(value));
  }
  return readSettings(repo);
}
