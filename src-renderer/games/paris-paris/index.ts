/** Paris Paris in the renderer: the board, the end-state form, the board editor and move labels. */
import type { GameUi } from '../types';
import { messages } from '../../../src-shared/games/paris-paris/messages';
import Board from './Board.vue';
import EndStateForm from './EndStateForm.vue';
import BoardEditor from './BoardEditor.vue';
import { actionLabel } from './action-label';
import { parisParisReference } from './reference';

export const parisParisUi: GameUi = {
  id: 'paris-paris',
  Board,
  EndStateForm,
  actionLabel,
  messages,
  reference: parisParisReference,
  tools: [{ id: 'board-editor', titleKey: 'editor.title', component: BoardEditor }],
};
