/**
 * One Tab stop per board, arrow keys between its legal targets (a roving tabindex), and focus put back
 * on the next thing to decide after every action.
 *
 * Boards mark each thing a player can act on now with `data-target` (SVG groups with role="button", or
 * HTML buttons); this module owns their tabindex: 0 on the current target, -1 on the others. A target
 * marked `data-next` is where focus lands first (e.g. the placed tile's meeple spots).
 */
export const TARGET = '[data-target]:not([disabled])';

type Direction = 'left' | 'right' | 'up' | 'down';
const KEYS: Record<string, Direction> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };

interface Centre {
  x: number;
  y: number;
}

function centreOf(el: Element): Centre {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** The target nearest `from` in `direction`, favouring ones in line with it; null when none lies that way. */
export function nearestInDirection(from: Centre, direction: Direction, candidates: { el: Element; at: Centre }[]): Element | null {
  let best: Element | null = null;
  let bestScore = Infinity;
  for (const { el, at } of candidates) {
    const dx = at.x - from.x;
    const dy = at.y - from.y;
    const [along, across] = direction === 'left' ? [-dx, dy] : direction === 'right' ? [dx, dy] : direction === 'up' ? [-dy, dx] : [dy, dx];
    if (along < 2) continue;
    const score = along + 2 * Math.abs(across);
    if (score < bestScore) [best, bestScore] = [el, score];
  }
  return best;
}

/**
 * Where a key press moves focus among `list` from `from`: Home and End to the ends, an arrow to the nearest
 * element that way or, with nothing further that way, to the next or previous in reading order (so every one
 * is reachable). Undefined for any other key.
 */
export function stepFocus(from: Element, list: Element[], key: string): Element | undefined {
  if (key === 'Home') return list[0];
  if (key === 'End') return list.at(-1);
  const direction = KEYS[key];
  if (!direction) return undefined;
  const index = list.indexOf(from);
  const nearest = nearestInDirection(centreOf(from), direction, list.filter((el) => el !== from).map((el) => ({ el, at: centreOf(el) })));
  return nearest ?? (direction === 'right' || direction === 'down' ? list[(index + 1) % list.length] : list[(index - 1 + list.length) % list.length]);
}

/**
 * A board's arrow-key handler: on a key press from an element matching `selector` (no modifier held), moves
 * focus among `list()` as stepFocus says and hands the new element to `land`; other keys pass through.
 */
export function onStepKey(event: KeyboardEvent, selector: string, list: () => Element[], land: (next: HTMLElement) => void): void {
  const from = event.target as HTMLElement;
  if (!from.matches?.(selector) || event.altKey || event.ctrlKey || event.metaKey) return;
  const next = stepFocus(from, list(), event.key);
  if (next === undefined) return;
  event.preventDefault();
  if (next && next !== from) land(next as HTMLElement);
}

export class RovingFocus {
  private current: Element | null = null;
  /** The target last focused: when a re-render takes it away, focus moves on instead of dropping to the page. */
  private lastFocused: Element | null = null;
  private observer: MutationObserver;

  constructor(private readonly root: HTMLElement) {
    this.observer = new MutationObserver(() => this.refresh());
    this.observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-target', 'disabled', 'data-next'] });
    root.addEventListener('keydown', this.onKey);
    root.addEventListener('focusin', this.onFocus);
    this.refresh();
  }

  targets(): HTMLElement[] {
    return [...this.root.querySelectorAll<HTMLElement>(TARGET)].filter((el) => el.getClientRects().length > 0);
  }

  /** Exactly one target is reachable by Tab: the current one, or the first. */
  refresh(): void {
    // Things that stopped being targets (the move was made, the choice changed) leave the Tab order.
    for (const el of this.root.querySelectorAll('[data-roving]')) {
      if (!el.matches(TARGET)) {
        el.removeAttribute('data-roving');
        el.removeAttribute('tabindex');
      }
    }
    const list = this.targets();
    // A target that went away or was disabled (a cancelled choice) leaves focus on the page body.
    const gone = this.lastFocused !== null && (!this.lastFocused.isConnected || !this.lastFocused.matches(TARGET));
    const dropped = gone && (document.activeElement === document.body || document.activeElement === null);
    if (!this.current || !list.includes(this.current as HTMLElement)) this.current = list.find((el) => el.hasAttribute('data-next')) ?? list[0] ?? null;
    for (const el of list) {
      const want = el === this.current ? '0' : '-1';
      if (el.getAttribute('tabindex') !== want) el.setAttribute('tabindex', want);
      if (!el.hasAttribute('data-roving')) el.setAttribute('data-roving', '');
    }
    if (dropped && this.current) {
      this.lastFocused = this.current;
      (this.current as HTMLElement).focus();
    }
  }

  /** Focus the next decision: a target marked data-next, else the first target. False when there is none. */
  focusFirst(): boolean {
    const list = this.targets();
    const first = list.find((el) => el.hasAttribute('data-next')) ?? list[0];
    if (!first) return false;
    this.current = first;
    this.refresh();
    first.focus({ preventScroll: false });
    return true;
  }

  /** Focus `el`, one of the targets (the suggested move's place): it becomes the board's Tab stop. */
  focusOn(el: HTMLElement): boolean {
    if (!this.targets().includes(el)) return false;
    this.current = el;
    this.refresh();
    el.focus({ preventScroll: false });
    return true;
  }

  stop(): void {
    this.observer.disconnect();
    this.root.removeEventListener('keydown', this.onKey);
    this.root.removeEventListener('focusin', this.onFocus);
  }

  private onFocus = (event: FocusEvent): void => {
    const el = event.target as Element;
    if (el.matches?.(TARGET)) this.lastFocused = el;
    if (el.matches?.(TARGET) && el !== this.current) {
      this.current = el;
      this.refresh();
    }
  };

  private onKey = (event: KeyboardEvent): void => onStepKey(event, TARGET, () => this.targets(), (next) => this.land(next));

  private land(next: HTMLElement): void {
    this.current = next;
    this.refresh();
    next.focus();
  }
}
