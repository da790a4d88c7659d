/** "Did you mean …?" for misspelt field names, schema names and endpoints. */

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** The candidate closest to `word`: a likely misspelling, or a longer name with `word` as a part (`state` → `delivery_state`). */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of list) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  const allowed = Math.max(2, Math.floor(word.length / 3));
  if (best && best.distance <= allowed) return best.candidate;
  return list.find((candidate) => candidate.toLowerCase().split(/[_.\s-]/).includes(word.toLowerCase()));
}
