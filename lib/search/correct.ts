/**
 * Typo tolerance, Algolia's rule: a query word that matches nothing in the index, exactly or as
 * a prefix, may be corrected to an index word within one edit (words of 4–7 letters) or two (8
 * and more); a swap of two neighbouring letters is one edit (`kafak` → `kafka`). Distances run
 * from the word as typed to the words of the pages and to their stems, the index terms
 * (`configuraton` → `configuration`, stem `configur`).
 *
 * The index keeps its words in lists by first letter, loaded only for a word that needs
 * correcting. So a word is corrected when its first letter is right, or when its first two
 * letters are swapped or a letter was typed before it (the second letter's list is loaded too);
 * a wrong or missing first letter is not corrected.
 */
import { editDistance } from '../edit-distance';
import { stem } from './terms';

/** Shortest word corrected by one edit; shorter words are never corrected (`heml` is, `hlm` is not). */
const ONE_EDIT_FROM = 4;

/** Shortest word corrected by up to two edits. */
const TWO_EDITS_FROM = 8;

/** Most candidate words weighed for one typed word (each may cost a shard). */
const MAX_CANDIDATES = 6;

/** A word the index keeps for corrections: letters only, 3 to 32 of them (no numbers, versions or ids). */
const CORRECTABLE = /^\p{L}{3,32}$/u;

/** Whether the index keeps `word` (lower case) in its word lists. */
export function isCorrectable(word: string): boolean {
  return CORRECTABLE.test(word);
}

/** How many edits `typed` may be from an index word: 0 under 4 letters or for a word with digits, 1 up to 7 letters, 2 from 8. */
export function allowedEdits(typed: string): number {
  if (!isCorrectable(typed)) return 0;
  const letters = Array.from(typed).length;
  return letters >= TWO_EDITS_FROM ? 2 : letters >= ONE_EDIT_FROM ? 1 : 0;
}

/** The word list that holds `word`: its first letter. */
export function listOf(word: string): string {
  return Array.from(word)[0] ?? '';
}

/** The word lists a correction of `typed` looks in: its first letter's, then its second letter's. */
export function listsFor(typed: string): string[] {
  const [first, second] = Array.from(typed);
  return second && second !== first ? [first, second] : [first];
}

/** An index word close to a typed one. */
export interface Correction {
  /** The word as the pages have it (`configuration`). */
  word: string;
  /** Its index term (`configur`). */
  term: string;
  /** Edits from the typed word to the word or to its term, whichever is fewer. */
  distance: number;
}

/**
 * The index words within `allowedEdits(typed)` of `typed`, nearest first (then closest in
 * length), one per index term, at most `MAX_CANDIDATES`.
 */
export function nearestWords(typed: string, words: Iterable<string>): Correction[] {
  const max = allowedEdits(typed);
  if (!max) return [];
  const byTerm = new Map<string, Correction>();
  for (const word of words) {
    if (word === typed) continue;
    const term = stem(word);
    const distance = Math.min(editDistance(typed, word, { swaps: true, max }), editDistance(typed, term, { swaps: true, max }));
    if (distance > max) continue;
    const known = byTerm.get(term);
    if (!known || distance < known.distance || (distance === known.distance && lengthGap(typed, word) < lengthGap(typed, known.word))) byTerm.set(term, { word, term, distance });
  }
  return [...byTerm.values()]
    .sort((a, b) => a.distance - b.distance || lengthGap(typed, a.word) - lengthGap(typed, b.word) || (a.word < b.word ? -1 : 1))
    .slice(0, MAX_CANDIDATES);
}

function lengthGap(a: string, b: string): number {
  return Math.abs(a.length - b.length);
}

/** `query` with each word (or part of a dotted word) that `fixes` corrects replaced: `helm upgarde` → `helm upgrade`. */
export function correctedQuery(query: string, fixes: Map<string, string>): string {
  return query.replace(/[\p{L}\p{N}]+/gu, (word) => fixes.get(word.toLowerCase().normalize('NFKC')) ?? word);
}
