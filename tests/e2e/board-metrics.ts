/**
 * What a player sees of a board, measured in the page: whether the board fits the window and how large
 * every text on it renders (SVG text through its screen transform, HTML text through its computed size).
 */
import type { Page } from 'playwright-core';

export interface BoardMetrics {
  viewport: { width: number; height: number };
  /** The board area's box in the page (CSS px). */
  box: { left: number; top: number; right: number; bottom: number };
  /** Texts rendered under 14 px: what they say and their size. */
  small: { text: string; px: number }[];
  smallest: number;
  texts: number;
  /** The page scrolls (the board or anything else runs past the window). */
  pageScrolls: boolean;
}

export async function boardMetrics(page: Page): Promise<BoardMetrics> {
  return page.evaluate(() => {
    const area = document.querySelector<HTMLElement>('[data-testid="board-area"]')!;
    const r = area.getBoundingClientRect();
    const sizes: { text: string; px: number }[] = [];
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) !== 0 && !el.closest('[aria-hidden="true"]:not(svg)');
    };
    for (const text of area.querySelectorAll<SVGTextElement>('svg text')) {
      const content = (text.textContent ?? '').trim();
      if (!content || !visible(text)) continue;
      const ctm = text.getScreenCTM();
      const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 1;
      sizes.push({ text: content.slice(0, 40), px: Math.round(parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10 });
    }
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const content = (node.textContent ?? '').trim();
      if (!el || !content || el.closest('svg') || !visible(el)) continue;
      sizes.push({ text: content.slice(0, 40), px: Math.round(parseFloat(getComputedStyle(el).fontSize) * 10) / 10 });
    }
    const small = sizes.filter((s) => s.px < 14);
    return {
      viewport: { width: window.innerWidth, height: window.innerHeight },
      box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
      small,
      smallest: Math.min(...sizes.map((s) => s.px)),
      texts: sizes.length,
      pageScrolls: document.documentElement.scrollHeight > window.innerHeight + 1 || document.documentElement.scrollWidth > window.innerWidth + 1,
    };
  });
}

/** The board's content (its SVGs and panels) lies inside the board area and the window, nothing cut off. */
export async function boardOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const area = document.querySelector<HTMLElement>('[data-testid="board-area"]')!;
    const box = area.getBoundingClientRect();
    const out: string[] = [];
    const inside = (r: DOMRect) => r.left >= box.left - 1 && r.top >= box.top - 1 && r.right <= Math.min(box.right, window.innerWidth) + 1 && r.bottom <= Math.min(box.bottom, window.innerHeight) + 1;
    if (area.scrollHeight > area.clientHeight + 1 || area.scrollWidth > area.clientWidth + 1) out.push(`board area scrolls: ${area.scrollWidth}x${area.scrollHeight} in ${area.clientWidth}x${area.clientHeight}`);
    // Side columns inside the board scroll on their own; the boards' own drawings must be whole.
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== area; p = p.parentElement) if (/(auto|scroll)/.test(getComputedStyle(p).overflowY)) return true;
      return false;
    };
    for (const svg of area.querySelectorAll('svg')) {
      if (inScroller(svg)) continue;
      const r = svg.getBoundingClientRect();
      if (r.width > 40 && !inside(r)) out.push(`svg ${svg.getAttribute('class') ?? ''} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`);
    }
    return out;
  });
}
