/**
 * Where an action happens on a game's board, for pointing it out: the bot's last move and the suggested move
 * are outlined on the board's own pieces. A mark is a place on the board (a space, a stop, a cell, a road),
 * never what is hidden there: a bot's move is marked on another seat's screen, so a mark may only name what
 * that screen can see. Boards carry the same strings in `data-mark` on the elements they draw for the place.
 */
export type BoardMark = string;

export interface MarkContext<View> {
  /** The view of the screen that will show the marks, taken just before the action. */
  before: View;
  /** The seat that makes the move. */
  seat: number;
}

export type BoardMarker<Action, View> = (action: Action, context: MarkContext<View>) => BoardMark[];
