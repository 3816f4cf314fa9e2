/** Each game's UI, by id. A game adds one import and one entry here when its UI lands. */
import type { GameId } from '../../src-shared/engine/types';
import type { GameUi } from './types';
import { carcassonneUi } from './carcassonne';
import { enRouteUi } from './en-route';
import { parisParisUi } from './paris-paris';
import { parisUi } from './paris';

const uis: GameUi[] = [parisUi, parisParisUi, carcassonneUi, enRouteUi];

export const gameUis: ReadonlyMap<GameId, GameUi> = new Map(uis.map((ui) => [ui.id, ui]));
