/** The rows `editDistance` computes in, reused (plain arrays, since a bound may be `Infinity`). */
const ROWS: [number[], number[], number[]] = [[], [], []];

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
 * and Damerau count typing mistakes). With `max`, only the cells within `max` of the diagonal are
 * computed (the others are surely over it), so comparing a name with thousands of candidates
 * costs a few rows of `2 × max + 1` cells each.
 */
export function editDistance(a: string, b: string, { swaps = false, max = Infinity }: EditDistanceOptions = {}): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const over = max + 1;
  // Three rows: the one before the previous (for swaps), the previous, the current. Kept between
  // calls, since a hint compares one name with every candidate; each call writes before it reads.
  let [before, previous, current] = ROWS;
  for (let j = 0; j <= b.length; j++) {
    before[j] = over;
    previous[j] = j <= max ? j : over;
  }
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    current[from - 1] = from === 1 && i <= max ? i : over;
    let rowMin = current[from - 1];
    const letter = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      let cell = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (letter === b.charCodeAt(j - 1) ? 0 : 1));
      if (swaps && i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) cell = Math.min(cell, before[j - 2] + 1);
      current[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    if (to < b.length) current[to + 1] = over;
    if (rowMin > max) return over;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length], over);
}
