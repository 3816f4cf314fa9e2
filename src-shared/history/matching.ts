/**
 * Matching the people named in an imported file to existing players, for the review step.
 * Exact (ignoring case) name or BGG username: 'exact'. Same letters ignoring accents, spaces and
 * punctuation, or a unique first-name match: 'similar' (proposed, to be confirmed). Else 'new'.
 */
export interface KnownPlayer {
  id: number;
  name: string;
  bggUsername: string;
}

export interface MatchProposal {
  importName: string;
  bggUsername: string;
  kind: 'exact' | 'similar' | 'new';
  playerId: number | null;
  playerName: string | null;
}

export function foldName(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

export function proposeMatches(imported: readonly { name: string; bggUsername: string }[], known: readonly KnownPlayer[]): MatchProposal[] {
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
    const key = person.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const exact = byName.get(key) ?? (person.bggUsername ? byUser.get(person.bggUsername.toLowerCase()) : undefined);
    const folded = byFold.get(foldName(person.name));
    const first = byFirst.get(foldName(person.name.split(/\s+/)[0] ?? ''));
    const similar = exact ? undefined : folded?.length === 1 ? folded[0] : first?.length === 1 ? first[0] : undefined;
    const hit = exact ?? similar;
    out.push({
      importName: person.name, bggUsername: person.bggUsername, kind: exact ? 'exact' : similar ? 'similar' : 'new',
      playerId: hit?.id ?? null, playerName: hit?.name ?? null,
    });
  }
  return out;
}
