/** How a game plugs its own Vue components into the renderer. See README.md beside this file. */
import type { Component } from 'vue';
import type { GameId } from '../../src-shared/engine/types';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** vue-i18n message trees per UI language. */
export interface GameMessages {
  en: Record<string, unknown>;
  ja: Record<string, unknown>;
  fr: Record<string, unknown>;
}

export interface GameTool {
  /** Stable id, also used in the URL-free screen state. */
  id: string;
  /** i18n key (under games.<id>) of the tool's title. */
  titleKey: string;
  component: Component;
}

export interface GameUi {
  id: GameId;
  /**
   * Draws the table. Props: BoardProps (below). Emits `act` with one of `legalActions` (never anything
   * else: only legal moves are clickable). Must be usable with the keyboard (focusable, Enter/Space).
   */
  Board: Component;
  /** Short label of a legal action for the always-visible move list (keyboard-friendly fallback). */
  actionLabel(action: unknown, t: Translate, view: unknown): string;
  /**
   * Tabletop assist end-state entry. Props: { example: unknown }. Emits `submit` with the end-state JSON
   * (the same format as `tablekeeper score`); the app scores it in main and shows the result.
   */
  EndStateForm?: Component;
  /** Extra screens, e.g. a board editor. Props: none. */
  tools?: GameTool[];
  messages: GameMessages;
  /**
   * The rules reference in the UI language, built from the game's data (so numbers cannot drift from what
   * the engine plays) and its messages; `view` is the current game's view (its options may correct numbers).
   */
  reference?(t: Translate, view: unknown | null): ReferenceSection[];
}

/** One part of a rules reference: a heading, short paragraphs, and terms with what they do. */
export interface ReferenceSection {
  id: string;
  heading: string;
  lines?: string[];
  items?: { term: string; text: string }[];
}

export interface SeatInfo {
  seat: number;
  name: string;
  colour: string;
  playerId: number | null;
}

export interface BoardProps {
  gameId: GameId;
  /** view(state, viewer) from the engine, hidden information already stripped. */
  view: unknown;
  legalActions: unknown[];
  viewer: number | null;
  actor: number | 'chance' | 'terminal';
  seats: SeatInfo[];
  mode: 'digital' | 'assist';
  /** True while a request is in flight: ignore clicks. */
  busy: boolean;
  /**
   * The move "Hint" suggested (one of `legalActions`), or null. The frame outlines its place on the board; a board
   * may also set up its own choice for it (Carcassonne turns the tile to the suggested rotation). Never play it.
   */
  suggested?: unknown;
}
