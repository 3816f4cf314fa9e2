/** Carcassonne in the renderer: the table, the end-state form and move labels. */
import type { GameUi } from '../types';
import { messages } from '../../../src-shared/games/carcassonne/messages';
import Board from './Board.vue';
import EndStateForm from './EndStateForm.vue';
import { actionLabel } from './action-label';
import { carcassonneReference } from './reference';

export const carcassonneUi: GameUi = {
  id: 'carcassonne',
  Board,
  EndStateForm,
  actionLabel,
  messages,
  reference: carcassonneReference,
};
