import type { Migration } from './index';

/**
 * Computer players: a match seat may be played by a bot at a level (docs/bots.md). NULL is a person, as
 * every seat of an older database was. The play in the history carries the same mark in its seat's
 * `extra_json` (`{"bot": level}`), which the club sync already carries.
 */
export const botSeats: Migration = {
  version: 8,
  name: 'bot-seats',
  up: `
    ALTER TABLE seats ADD COLUMN bot TEXT CHECK (bot IS NULL OR bot IN ('random', 'easy', 'greedy', 'normal', 'strong'));
  `,
};
