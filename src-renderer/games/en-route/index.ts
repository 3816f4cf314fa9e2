/** En Route in the renderer: the board, the tabletop end-state form, the route calculator and move labels. */
import type { GameUi } from '../types';
import { messages } from '../../../src-shared/games/en-route/messages';
import Board from './Board.vue';
import EndStateForm from './EndStateForm.vue';
import RouteTool from './RouteTool.vue';
import { actionLabel } from './labels';
import { enRouteReference } from './reference';

export const enRouteUi: GameUi = {
  id: 'en-route',
  Board,
  EndStateForm,
  actionLabel,
  messages,
  reference: enRouteReference,
  // The proven-best final route for sections copied from a real board (the calculator runs in main).
  tools: [{ id: 'route', titleKey: 'sheet.route.title', component: RouteTool }],
};
