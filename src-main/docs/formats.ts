/** JSON Schemas of the `score` end-state formats, generated from each game's zod schema. */
import { z } from 'zod';
import { listGames } from '../../src-shared/games/registry';

export function endStateSchemas(): Map<string, string> {
  const out = new Map<string, string>();
  for (const game of listGames()) {
    const schema = z.toJSONSchema(game.endState.schema, { io: 'input', unrepresentable: 'any' });
    out.set(`${game.meta.id}.schema.json`, JSON.stringify({ title: `${game.meta.name} end state (tablekeeper score)`, ...schema }, null, 2) + '\n');
  }
  return out;
}
