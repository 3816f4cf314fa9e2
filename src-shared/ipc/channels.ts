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
  'match:leave',
  'match:suggest',
  'match:export-log',
  'match:replay',
  'match:replay-log',
  'score:end-state',
  'score:save-end-state',
  'game:calculate',
  'history:list',
  'history:plays',
  'history:play',
  'history:record',
  'history:edit',
  'history:delete',
  'history:catalog',
  'history:player-stats',
  'history:game-stats',
  'history:overview',
  'history:leaderboard',
  'history:rating-history',
  'history:scores-over-time',
  'history:solo-challenges',
  'history:recompute',
  'history:import-preview',
  'history:import',
  'history:export',
  'history:push-link',
  'history:backup',
  'history:backups',
  'history:restore',
  'players:rename',
  'players:merge',
  'players:unmerge',
  'groups:save',
  'groups:delete',
  'seasons:save',
  'seasons:delete',
  'club:status',
  'club:preview',
  'club:connect',
  'club:sync',
  'club:leave',
  'club:dismiss',
  'club:choose',
] as const;

export type Channel = (typeof CHANNELS)[number];

/** The channels the history (match history and club features) serves. */
export type HistoryChannel = Extract<Channel, `history:${string}` | 'players:rename' | 'players:merge' | 'players:unmerge' | `groups:${string}` | `seasons:${string}`> & Exclude<Channel, 'history:list'>;

/** 'match:export-log' → 'matchExportLog' */
export function functionName(channel: Channel): string {
  return channel
    .split(/[:-]/)
    .map((part, i) => (i === 0 ? part : part[0].toUpperCase() + part.slice(1)))
    .join('');
}
