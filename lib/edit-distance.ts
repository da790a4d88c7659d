/** How `editDistance` counts. */
export interface EditDistanceOptions {
  /** Count a swap of two neighbouring letters as one edit (`kafak` → `kafka`), not two. */
  swaps?: boolean;
  /** Stop once the distance is surely over `max`, and answer `max + 1` then. */
  max?: number;
}

/**
 * Edit distance (Levenshtein) between two strings, for every "did you mean …?" hint; with
 * `swaps`, the optimal string alignment distance (a neighbouring swap is one edit, as Algolia
 * and Damerau count typing mistakes).
 */
export function editDistance(a: string, b: string, { swaps = false, max = Infinity }: EditDistanceOptions = {}): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
    }
    if (Math.min(...current) > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], max + 1);
}
