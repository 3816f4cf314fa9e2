/**
 * What a component does, on hover and on keyboard focus: any element of a board carrying `data-tip` (its
 * effect in words, from the rules reference) shows that text in one tooltip beside it (role="tooltip"), and
 * is described by it (aria-describedby) while it shows, so a screen reader reads it too.
 *
 * Components that are not move targets (a bonus tile, a goal card, a café) cannot be reached by the move
 * targets' arrow keys, so they form their own roving group: one Tab stop on the board, arrow keys between
 * them, Escape hides the tooltip. Move targets keep the tabindex RovingFocus gives them.
 */
import { TARGET, onStepKey } from './roving-focus';

const TIP = '[data-tip]';
const EXPLAIN = `${TIP}:not([data-target])`;
let made = 0;

export class BoardTips {
  readonly tip: HTMLDivElement;
  private shownFor: Element | null = null;
  private current: Element | null = null;
  private observer: MutationObserver;

  constructor(private readonly root: HTMLElement) {
    this.tip = document.createElement('div');
    this.tip.id = `board-tip-${++made}`;
    this.tip.className = 'board-tip';
    this.tip.setAttribute('role', 'tooltip');
    this.tip.hidden = true;
    document.body.append(this.tip);
    this.observer = new MutationObserver(() => this.refresh());
    this.observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-tip', 'data-target'] });
    root.addEventListener('focusin', this.onFocus);
    root.addEventListener('focusout', this.onLeave);
    root.addEventListener('mouseover', this.onPointer);
    root.addEventListener('mouseleave', this.onLeave);
    root.addEventListener('keydown', this.onKey);
    this.refresh();
  }

  /** Tip-only components: one of them in the Tab order, the rest by arrow keys. */
  private explained(): HTMLElement[] {
    return [...this.root.querySelectorAll<HTMLElement>(EXPLAIN)].filter((el) => el.getClientRects().length > 0);
  }

  refresh(): void {
    for (const el of this.root.querySelectorAll('[data-tip-roving]')) {
      if (!el.matches(EXPLAIN)) {
        el.removeAttribute('data-tip-roving');
        // A component that became a move target is RovingFocus's to order from now on.
        if (!el.matches(TARGET)) el.removeAttribute('tabindex');
      }
    }
    const list = this.explained();
    if (!this.current || !list.includes(this.current as HTMLElement)) this.current = list[0] ?? null;
    for (const el of list) {
      const want = el === this.current ? '0' : '-1';
      if (el.getAttribute('tabindex') !== want) el.setAttribute('tabindex', want);
      el.setAttribute('data-tip-roving', '');
    }
    if (this.shownFor && (!this.shownFor.isConnected || !this.shownFor.matches(TIP))) this.hide();
    else if (this.shownFor) this.show(this.shownFor);
  }

  stop(): void {
    this.observer.disconnect();
    this.root.removeEventListener('focusin', this.onFocus);
    this.root.removeEventListener('focusout', this.onLeave);
    this.root.removeEventListener('mouseover', this.onPointer);
    this.root.removeEventListener('mouseleave', this.onLeave);
    this.root.removeEventListener('keydown', this.onKey);
    this.hide();
    this.tip.remove();
  }

  private show(el: Element): void {
    const text = el.getAttribute('data-tip') ?? '';
    if (!text) return this.hide();
    if (this.shownFor && this.shownFor !== el) this.shownFor.removeAttribute('aria-describedby');
    this.shownFor = el;
    el.setAttribute('aria-describedby', this.tip.id);
    this.tip.textContent = text;
    this.tip.hidden = false;
    this.place(el.getBoundingClientRect());
  }

  /** Below the component, or above it when the window ends first; never past the window's sides. */
  private place(at: DOMRect): void {
    const { innerWidth: width, innerHeight: height } = window;
    const box = this.tip.getBoundingClientRect();
    const left = Math.min(Math.max(4, at.left + at.width / 2 - box.width / 2), width - box.width - 4);
    const below = at.bottom + 6;
    const top = below + box.height <= height - 4 ? below : Math.max(4, at.top - box.height - 6);
    this.tip.style.left = `${left}px`;
    this.tip.style.top = `${top}px`;
  }

  private hide(): void {
    this.shownFor?.removeAttribute('aria-describedby');
    this.shownFor = null;
    this.tip.hidden = true;
  }

  private onFocus = (event: FocusEvent): void => {
    const el = (event.target as Element).closest?.(TIP);
    if (!el || !this.root.contains(el)) return this.hide();
    if (el.matches(EXPLAIN) && el !== this.current) {
      this.current = el;
      this.refresh();
    }
    this.show(el);
  };

  private onPointer = (event: MouseEvent): void => {
    const el = (event.target as Element).closest?.(TIP);
    if (el && this.root.contains(el)) this.show(el);
    // Pointing at nothing explained hides a tooltip opened by the pointer, not one opened by focus.
    else if (this.shownFor && this.shownFor !== document.activeElement) this.hide();
  };

  private onLeave = (): void => {
    const active = document.activeElement;
    if (active && this.root.contains(active) && active.matches(TIP)) this.show(active);
    else this.hide();
  };

  private onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.shownFor) {
      this.hide();
      event.stopPropagation();
      return;
    }
    onStepKey(event, EXPLAIN, () => this.explained(), (next) => {
      this.current = next;
      this.refresh();
      next.focus();
    });
  };
}
