/**
 * Line names in each UI language: the reconstruction's own line names are translated; a name a group typed
 * in the board editor is shown as typed in every language.
 */
import { inEveryLanguage, type Lang } from '../../engine/message';
import type { BoardData } from './board';
import { DEFAULT_BOARD } from './data';
import { messages } from './messages';

export function lineName(board: BoardData, lineId: string): string {
  return board.lines.find((l) => l.id === lineId)?.name ?? lineId;
}

export function lineNameIn(board: BoardData, lineId: string, lang: Lang): string {
  const name = lineName(board, lineId);
  const ours = DEFAULT_BOARD.lines.some((l) => l.id === lineId && l.name === name);
  return ours ? messages[lang].lines[lineId as keyof typeof messages.en.lines] : name;
}

/** Params `line`, `lineJa`, `lineFr`. */
export function lineParams(board: BoardData, lineId: string): Record<string, string> {
  return inEveryLanguage('line', (lang) => lineNameIn(board, lineId, lang));
}
