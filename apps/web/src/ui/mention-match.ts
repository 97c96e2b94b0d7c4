/** Someone who may be @mentioned. */
export type TMentionCandidate = { id: number; full_name: string; initials: string };

const MAX_ITEMS = 8;

/** Names where the whole name or one of its words starts with the query. */
export function matchCandidates(candidates: readonly TMentionCandidate[], query: string): TMentionCandidate[] {
  const q = query.trim().toLowerCase();
  const seen = new Set<number>();
  return candidates
    .filter((c) => {
      if (seen.has(c.id)) return false;
      seen.add(c.id);
      if (!q) return true;
      const name = c.full_name.toLowerCase();
      return name.startsWith(q) || name.split(/\s+/).some((word) => word.startsWith(q));
    })
    .slice(0, MAX_ITEMS);
}
