/** Paris in the renderer: the board, the end-state form and move labels. */
import type { GameUi } from '../types';
import { messages } from '../../../src-shared/games/paris/messages';
import Board from './Board.vue';
import EndStateForm from './EndStateForm.vue';
import { actionLabel } from './labels';
import { parisReference } from './reference';

export const parisUi: GameUi = {
  id: 'paris',
  Board,
  EndStateForm,
  actionLabel,
  messages,
  reference: parisReference,
};
