/** Shared label helpers for Carcassonne's renderer. */
import type { Translate } from '../types';

export const NS = 'games.carcassonne';

export function kindName(kind: string, t: Translate): string {
  return t(`${NS}.kind.${kind}`);
}
