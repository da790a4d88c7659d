/** "Did you mean …?" for misspelt field names, schema names and endpoints. */
import { editDistance } from '../edit-distance';

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
