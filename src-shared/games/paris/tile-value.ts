/**
 * What the bonus and end-game tiles behind a seat's screen are worth to the bots' evaluation, in VP. A tile
 * is worth what it gives: a gain tile its VP and francs, a tile that counts what its owner holds (per
 * building, landmark, type…) what it would give if used now, a resource or prestige tile the tokens it stands
 * for. Held tiles count a little less than what using them gives, so a bot uses a tile rather than end its
 * turn holding it; a flat value made every bonus tile and end-game tile look alike, so the choice on the
 * bonus track and among the end-game tiles was a coin toss.
 */
import type { Prestige, Resource } from './data';
import { tileEffect } from './rules';
import { tileVp } from './tiles';
import type { State } from './types';

export interface TokenValues {
  franc: number;
  resource: Record<Resource, number>;
  prestige: Record<Prestige, number>;
}

/** A held tile counts this share of what using it gives (held is worth less, so a bot uses it in time). */
const HELD = 0.9;
/** Tiles that act through a move or a payment (double key, opponent's key, buy a key, take any, step back, pairs). */
const OTHER_TILE = 1;

/** Whether a seat can still use its tiles: it has not withdrawn, and its last turn of the game is not over. */
export function liveTiles(s: State, seat: number): boolean {
  if (s.players[seat].withdrawn) return false;
  const finalRound = s.endRound !== null && s.round === s.endRound + 1;
  return !finalRound || seat >= s.turn;
}

export function heldTilesValue(s: State, seat: number, values: TokenValues): number {
  let total = 0;
  for (const tile of s.players[seat].tiles) {
    const effect = tileEffect(s, tile.id);
    switch (effect.kind) {
      case 'gain':
        total += HELD * (effect.vp + values.franc * effect.francs);
        break;
      case 'perBuilding':
      case 'perLandmark':
      case 'perOwned':
      case 'perUnusedTile':
      case 'types':
        total += HELD * tileVp(s, seat, { type: 'useTile', tile: tile.id });
        break;
      case 'resource':
        total += tile.uses * (effect.of === 'any' ? Math.max(...Object.values(values.resource)) : values.resource[effect.of]);
        break;
      case 'prestige':
        total += tile.uses * (effect.of === 'any' ? Math.max(...Object.values(values.prestige)) : values.prestige[effect.of]);
        break;
      case 'francsAtEnd':
        // Bonus 27: every franc held at the end is a VP.
        total += (1 - values.franc) * s.players[seat].francs;
        break;
      default:
        total += OTHER_TILE;
    }
  }
  return total;
}
