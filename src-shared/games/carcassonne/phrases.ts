/**
 * Scoring explained in words, in each UI language. Engine messages carry one English text plus params;
 * these phrases fill per-language params (`detail`, `detailJa`, `detailFr`) that each language's template
 * picks, so the score reasons and log lines read naturally in Japanese and French too.
 */
import type { Lang } from '../../engine/message';
import type { ScoringEvent } from './types';

const s = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Phrasebook {
  shared: string;
  nothing: string;
  completed(count: number, points: number): string;
  kind: Record<ScoringEvent['kind'], string>;
  road(tiles: number): string;
  city(tiles: number, pennants: number): string;
  monastery(neighbours: number): string;
  field(cities: number): string;
  gifts(cards: number): string;
  sweeper(tiles: number): string;
  cashOut(meeples: number): string;
  /** Before the points of a step that scored only because it ended the turn (a gift drawn last). */
  turnEnds: string;
}

const BOOKS: Record<Lang, Phrasebook> = {
  en: {
    shared: ', shared',
    nothing: 'nothing',
    completed: (n, p) => `${n} completed (${p})`,
    kind: { road: 'road', city: 'city', monastery: 'monastery', field: 'field', gifts: 'Cash Out' },
    road: (t) => `road of ${s(t, 'tile', 'tiles')}`,
    city: (t, p) => `city of ${s(t, 'tile', 'tiles')}${p ? ` + ${s(p, 'pennant', 'pennants')}` : ''}`,
    monastery: (n) => `monastery with ${n} of 8 neighbours`,
    field: (c) => `field by ${s(c, 'completed city', 'completed cities')}`,
    gifts: (c) => `${s(c, 'unopened card', 'unopened cards')} × 2`,
    sweeper: (t) => `Road Sweeper: road of ${s(t, 'tile', 'tiles')}`,
    cashOut: (m) => `Cash Out: ${s(m, 'meeple', 'meeples')}`,
    turnEnds: '. The turn ends and completed features score',
  },
  ja: {
    shared: '・同数で共有',
    nothing: 'なし',
    completed: (n, p) => `完成 ${n}件 (${p})`,
    kind: { road: '道', city: '都市', monastery: '修道院', field: '草原', gifts: '清算' },
    road: (t) => `道 ${t}タイル`,
    city: (t, p) => `都市 ${t}タイル${p ? `＋紋章${p}` : ''}`,
    monastery: (n) => `修道院 周囲${n}/8タイル`,
    field: (c) => `草原 完成した都市${c}つ`,
    gifts: (c) => `未使用ギフト${c}枚 ×2`,
    sweeper: (t) => `道路清掃：道 ${t}タイル`,
    cashOut: (m) => `清算：ミープル${m}個`,
    turnEnds: '。手番が終わり、完成した地形を得点計算',
  },
  fr: {
    shared: ', à égalité',
    nothing: 'rien',
    completed: (n, p) => `${n} ${n === 1 ? 'achevée' : 'achevées'} (${p})`,
    kind: { road: 'route', city: 'ville', monastery: 'abbaye', field: 'pré', gifts: 'Encaisser' },
    road: (t) => `route de ${s(t, 'tuile', 'tuiles')}`,
    city: (t, p) => `ville de ${s(t, 'tuile', 'tuiles')}${p ? ` + ${s(p, 'blason', 'blasons')}` : ''}`,
    monastery: (n) => `abbaye avec ${n} voisines sur 8`,
    field: (c) => `pré touchant ${s(c, 'ville achevée', 'villes achevées')}`,
    gifts: (c) => `${s(c, 'carte non ouverte', 'cartes non ouvertes')} × 2`,
    sweeper: (t) => `Balayeur : route de ${s(t, 'tuile', 'tuiles')}`,
    cashOut: (m) => `Encaisser : ${s(m, 'meeple', 'meeples')}`,
    turnEnds: '. Fin du tour, les éléments achevés rapportent',
  },
};

function withPoints(book: Phrasebook, what: string, e: ScoringEvent): string {
  return `${what} (${e.points}${e.seats.length > 1 ? book.shared : ''})`;
}

/** One final-scoring feature, e.g. "city of 5 tiles + 2 pennants (7, shared)". */
function finalPhrase(book: Phrasebook, e: ScoringEvent): string {
  switch (e.kind) {
    case 'road':
      return withPoints(book, book.road(e.size), e);
    case 'city':
      return withPoints(book, book.city(e.size, e.pennants), e);
    case 'monastery':
      return withPoints(book, book.monastery(e.size - 1), e);
    case 'field':
      return withPoints(book, book.field(e.size), e);
    case 'gifts':
      return withPoints(book, book.gifts(e.size), e);
  }
}

/** A category's events in words: completed features counted together, gift effects and final features one by one. */
export function describeEvents(lang: Lang, events: readonly ScoringEvent[]): string {
  const book = BOOKS[lang];
  const completed = events.filter((e) => e.cause === 'completed');
  const parts: string[] = [];
  if (completed.length) parts.push(book.completed(completed.length, completed.reduce((n, e) => n + e.points, 0)));
  for (const e of events) {
    if (e.cause === 'roadSweeper') parts.push(withPoints(book, book.sweeper(e.size), e));
    if (e.cause === 'cashOut') parts.push(withPoints(book, book.cashOut(e.size), e));
  }
  // Features that scored nothing (e.g. a field by no completed city) are left out.
  for (const e of events) if (e.cause === 'final' && e.points > 0) parts.push(finalPhrase(book, e));
  return parts.join(lang === 'ja' ? '、' : '; ') || book.nothing;
}

/**
 * What one step scored during play, e.g. " — city: Ann +8", or '' when nothing scored. `turnEnd` says the
 * points come from the end of the turn the step closed, not from the step itself (a gift card scores nothing).
 */
export function describeScored(lang: Lang, events: readonly ScoringEvent[], names: readonly string[], turnEnd = false): string {
  if (events.length === 0) return '';
  const book = BOOKS[lang];
  const colon = lang === 'fr' ? ' : ' : lang === 'ja' ? '：' : ': ';
  return `${turnEnd ? book.turnEnds : ''} — ${events.map((e) => `${book.kind[e.kind]}${colon}${e.seats.map((seat) => names[seat]).join('/')} +${e.points}`).join(', ')}`;
}
