/**
 * Matching the people named in an imported file to existing players, for the review step.
 * The same name or the same BGG username: 'exact'. A name that differs only by case: 'case' (proposed,
 * shown so the reviewer decides: the same person, or a new one). Same letters ignoring accents, spaces
 * and punctuation, or a unique first-name match: 'similar' (proposed, to be confirmed). Else 'new'; a new
 * person whose name is taken (names are unique ignoring case) is given `newName`, shown in the review.
 */
export interface KnownPlayer {
  id: number;
  name: string;
  bggUsername: string;
}

export const MATCH_KINDS = ['exact', 'case', 'similar', 'new'] as const;

export interface MatchProposal {
  /** The person's key in the file (ExchangePerson.key); choices name people by it. */
  key: string;
  importName: string;
  bggUsername: string;
  kind: (typeof MATCH_KINDS)[number];
  playerId: number | null;
  playerName: string | null;
}

export function foldName(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

export function proposeMatches(imported: readonly { key: string; name: string; bggUsername: string }[], known: readonly KnownPlayer[]): MatchProposal[] {
  const byExactName = new Map(known.map((k) => [k.name, k]));
  const byName = new Map(known.map((k) => [k.name.toLowerCase(), k]));
  const byUser = new Map(known.filter((k) => k.bggUsername).map((k) => [k.bggUsername.toLowerCase(), k]));
  const byFold = new Map<string, KnownPlayer[]>();
  const byFirst = new Map<string, KnownPlayer[]>();
  for (const k of known) {
    const fold = foldName(k.name);
    byFold.set(fold, [...(byFold.get(fold) ?? []), k]);
    const first = foldName(k.name.split(/\s+/)[0] ?? '');
    if (first) byFirst.set(first, [...(byFirst.get(first) ?? []), k]);
  }
  const seen = new Set<string>();
  const out: MatchProposal[] = [];
  for (const person of imported) {
    if (seen.has(person.key)) continue;
    seen.add(person.key);
    const exact = byExactName.get(person.name) ?? (person.bggUsername ? byUser.get(person.bggUsername.toLowerCase()) : undefined);
    const byCase = exact ? undefined : byName.get(person.name.toLowerCase());
    const folded = byFold.get(foldName(person.name));
    const first = byFirst.get(foldName(person.name.split(/\s+/)[0] ?? ''));
    const similar = exact || byCase ? undefined : folded?.length === 1 ? folded[0] : first?.length === 1 ? first[0] : undefined;
    const hit = exact ?? byCase ?? similar;
    out.push({
      key: person.key, importName: person.name, bggUsername: person.bggUsername, kind: exact ? 'exact' : byCase ? 'case' : similar ? 'similar' : 'new',
      playerId: hit?.id ?? null, playerName: hit?.name ?? null,
    });
  }
  return out;
}
