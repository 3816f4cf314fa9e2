/**
 * Channel names only (no zod), so the sandboxed preload stays tiny.
 * Each channel becomes exactly one preload function, named by `functionName`.
 */
export const CHANNELS = [
  'app:info',
  'settings:get',
  'settings:set',
  'games:list',
  'players:list',
  'players:create',
  'match:create',
  'match:list',
  'match:view',
  'match:apply',
  'match:undo',
  'match:abandon',
  'match:export-log',
  'score:end-state',
  'history:list',
] as const;

export type Channel = (typeof CHANNELS)[number];

/** 'match:export-log' → 'matchExportLog' */
export function functionName(channel: Channel): string {
  return channel
    .split(/[:-]/)
    .map((part, i) => (i === 0 ? part : part[0].toUpperCase() + part.slice(1)))
    .join('');
}
