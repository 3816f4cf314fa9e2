/** En Route in the renderer: the board, the tabletop end-state form and move labels. */
import type { GameUi } from '../types';
import { messages } from '../../../src-shared/games/en-route/messages';
import Board from './Board.vue';
import EndStateForm from './EndStateForm.vue';
import { actionLabel } from './labels';

export const enRouteUi: GameUi = {
  id: 'en-route',
  Board,
  EndStateForm,
  actionLabel,
  messages,
};
