/** Where the history screen is: one of its tabs, or a page within one. */
export type HistoryView =
  | { tab: 'plays' }
  | { tab: 'play-form'; playId?: number }
  | { tab: 'players' }
  | { tab: 'player'; playerId: number }
  | { tab: 'games' }
  | { tab: 'game'; gameId: number }
  | { tab: 'leaderboards' }
  | { tab: 'seasons' }
  | { tab: 'exchange' }
  | { tab: 'club' };

export const TABS = ['plays', 'players', 'games', 'leaderboards', 'seasons', 'exchange', 'club'] as const;
