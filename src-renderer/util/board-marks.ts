/**
 * Finding a board's places by their marks (`data-mark`, src-shared/board-marks): for outlining a bot's move or
 * the suggested move (components/BoardMarks.vue) and for moving focus to the suggested move's target.
 */
import { TARGET } from './roving-focus';

/** Elements drawing `mark` that can be seen; a place inside a closed panel stands for that panel's heading. */
export function elementsFor(root: ParentNode, mark: string): { el: Element; folded: boolean }[] {
  const all = [...root.querySelectorAll(`[data-mark="${CSS.escape(mark)}"]`)];
  const shown = all.filter((el) => el.getClientRects().length > 0);
  if (shown.length) return shown.map((el) => ({ el, folded: false }));
  const summary = all.map((el) => el.closest('details:not([open])')?.querySelector(':scope > summary')).find((s): s is Element => !!s);
  return summary ? [{ el: summary, folded: true }] : [];
}

/** The first of `marks` drawn by something a player can act on now (a board target), for the keyboard. */
export function firstTarget(root: ParentNode, marks: string[]): HTMLElement | null {
  for (const mark of marks) {
    const el = [...root.querySelectorAll<HTMLElement>(`[data-mark="${CSS.escape(mark)}"]`)].find((x) => x.matches(TARGET) && x.getClientRects().length > 0);
    if (el) return el;
  }
  return null;
}
