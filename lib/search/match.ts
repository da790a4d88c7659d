/**
 * The browser's half of the built-in search, without I/O: which pages match a query (every
 * word, or failing that as many words as possible), their order, and the excerpts and
 * sections shown for a page, with the matching words marked.
 */
import type { TextSegment } from './excerpt';
import type { SearchPageRecord } from './index-format';
import { forEachPosting } from './index-format';
import { isStopWord } from './stop-words';
import { termsOfPageWord, termsOfWord, WORD, type QueryTerms, type QueryWord } from './terms';

/** A prefix match while typing (`kaf` → `kafka`) counts for less than the whole word. */
export const PREFIX_FACTOR = 0.7;

/** How much each letter a prefix match adds to the word typed lowers it (`prefixFactor`). */
const PREFIX_LETTER_PENALTY = 0.3;

/** A corrected word (`kafak` → `kafka`) counts for less than a prefix, so exact and prefix matches rank first. */
export const CORRECTED_FACTOR = 0.5;

/** Most terms one prefix may stand for; a short prefix in a large index is cut there. */
const MAX_PREFIX_TERMS = 100;

/** Words of excerpt around the hits. */
const EXCERPT_WORDS = 24;

/** Postings of the loaded shards: exact terms and terms by prefix. */
export interface LoadedTerms {
  postings(term: string): number[] | undefined;
  /** Terms that start with `prefix`, in the loaded shards. */
  withPrefix(prefix: string): string[];
}

export interface PageMatch {
  id: number;
  score: number;
}

/**
 * What a term found by prefix counts: `PREFIX_FACTOR`, less the more letters it adds to the word
 * typed (MiniSearch's rule, with its 0.3 a letter): `kafk` → `kafka` keeps most of it, `source` →
 * `source.id` or `api` → `apihost` much less, so the pages of the word as typed stay ahead; never
 * less than a corrected word.
 */
export function prefixFactor(prefix: string, term: string): number {
  const factor = (PREFIX_FACTOR * prefix.length) / (prefix.length + PREFIX_LETTER_PENALTY * (term.length - prefix.length));
  return Math.max(factor, CORRECTED_FACTOR);
}

/** Page id → best score of one query word. */
function scoresOfWord(word: QueryWord, terms: LoadedTerms): Map<number, number> {
  const scores = new Map<number, number>();
  const add = (term: string, factor: number) => {
    const postings = terms.postings(term);
    if (!postings) return;
    forEachPosting(postings, (id, score) => scores.set(id, Math.max(scores.get(id) ?? 0, score * factor)));
  };
  for (const term of word.terms) add(term, 1);
  if (word.prefix) {
    for (const term of terms.withPrefix(word.prefix).slice(0, MAX_PREFIX_TERMS)) if (!word.terms.includes(term)) add(term, prefixFactor(word.prefix, term));
  }
  for (const term of word.corrections ?? []) add(term, CORRECTED_FACTOR);
  return scores;
}

/**
 * A query word like `conversations.list` is one term when the index has it; otherwise it
 * stands for its parts, each a word of its own (`foo.list` then needs `foo` and `list`).
 */
export function expandCompounds(query: QueryTerms, terms: LoadedTerms): QueryTerms {
  return {
    words: query.words.flatMap((word) => {
      const [whole, ...parts] = word.terms;
      if (!parts.length) return [word];
      if (terms.postings(whole) || (word.prefix && terms.withPrefix(word.prefix).length)) return [{ ...word, terms: [whole] }];
      return word.word.split(/[._]/).map((part) => ({ word: part, terms: termsOfWord(part), prefix: null }));
    }),
  };
}

/**
 * The pages that match `query` (after `expandCompounds`), best first: pages holding every
 * word, ranked by the sum of their BM25 scores; when no page holds them all, pages holding the
 * most words. Function words (`./stop-words.ts`) in a query with other words are optional: they
 * add to the score and are not counted.
 */
export function matchPages(query: QueryTerms, terms: LoadedTerms): PageMatch[] {
  const words = query.words.map((word) => scoresOfWord(word, terms));
  if (!words.length) return [];
  const counted = query.words.map((word) => !isStopWord(word.word));
  const someCounted = counted.some(Boolean);
  const totals = new Map<number, { words: number; score: number }>();
  words.forEach((scores, index) => {
    const counts = someCounted ? Number(counted[index]) : 1;
    for (const [id, score] of scores) {
      let total = totals.get(id);
      if (!total) totals.set(id, (total = { words: 0, score: 0 }));
      total.words += counts;
      total.score += score;
    }
  });
  const mostWords = Math.max(0, ...[...totals.values()].map((total) => total.words));
  if (!mostWords) return [];
  return [...totals]
    .filter(([, total]) => total.words === mostWords)
    .map(([id, total]) => ({ id, score: total.score }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
}

/**
 * Tells whether a word of page text is one the query asked for. Each distinct word is stemmed
 * once per query: the same few hundred words make up every result's text, and stemming each of
 * its thousands of words again was most of a search's time and garbage.
 */
export function wordMatcher(query: QueryTerms): (word: string) => boolean {
  const exact = new Set(query.words.flatMap((word) => [...word.terms, ...(word.corrections ?? [])]));
  const prefixes = query.words.flatMap((word) => (word.prefix ? [word.prefix] : []));
  const known = new Map<string, boolean>();
  return (word) => {
    let found = known.get(word);
    if (found === undefined) {
      const lower = word.toLowerCase().normalize('NFKC');
      found = termsOfPageWord(word).some((term) => exact.has(term)) || prefixes.some((prefix) => lower.startsWith(prefix));
      known.set(word, found);
    }
    return found;
  };
}

/**
 * The query as an excerpt marks it: without its function words when it has others. They still
 * choose the passage (`wordMatcher` of the whole query), but "a" and "to" in bold say nothing.
 */
export function markedWords(query: QueryTerms): QueryTerms {
  const content = query.words.filter((word) => !isStopWord(word.word));
  return content.length ? { words: content } : query;
}

/** The words of `text` with their places. */
function wordsWithPlaces(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

/** How many words of `text` match. */
export function countHits(text: string, matches: (word: string) => boolean): number {
  let count = 0;
  for (const word of text.match(WORD) ?? []) if (matches(word)) count += 1;
  return count;
}

/** Segments of `text` with the matching words as hits. */
export function highlight(text: string, matches: (word: string) => boolean): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { word, start, end } of wordsWithPlaces(text)) {
    if (!matches(word)) continue;
    if (start > at) segments.push({ text: text.slice(at, start), hit: false });
    segments.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), hit: false });
  return segments;
}

/** Words of context an excerpt may show before its first hit, to start at a sentence. */
const EXCERPT_LEAD_WORDS = 8;

/**
 * Where an excerpt starts before the hit at `hit`: the start of its sentence when that is
 * close, else three words before it.
 */
function contextStart(text: string, words: { start: number; end: number }[], hit: number): number {
  for (let index = hit; index >= Math.max(0, hit - EXCERPT_LEAD_WORDS); index--) {
    if (index === 0 || /[.!?:]\s/.test(text.slice(words[index - 1].end, words[index].start))) return index;
  }
  return Math.max(0, hit - 3);
}

/** What an excerpt reads of the query: the words that choose the passage, and those it marks in it. */
export interface ExcerptWords {
  matches: (word: string) => boolean;
  marks: (word: string) => boolean;
}

/** The words an excerpt reads of a query, given apart or as one matcher for both. */
export type ExcerptQuery = ExcerptWords | ((word: string) => boolean);

/** `query` as its two matchers. */
export function excerptWords(query: ExcerptQuery): ExcerptWords {
  return typeof query === 'function' ? { matches: query, marks: query } : query;
}

/**
 * About `length` words of `text` around its densest run of matching words, highlighted (the words
 * `marks` accepts, when given apart); the opening of the text when nothing matches.
 */
export function excerpt(text: string, query: ExcerptQuery, length = EXCERPT_WORDS): TextSegment[] {
  const { matches, marks } = excerptWords(query);
  const words = wordsWithPlaces(text);
  if (words.length <= length) return highlight(text, marks);
  const hits = words.map(({ word }) => (matches(word) ? 1 : 0));
  let best = 0;
  let bestCount = -1;
  let count = hits.slice(0, length).reduce<number>((sum, hit) => sum + hit, 0);
  for (let start = 0; start + length <= words.length; start++) {
    if (start > 0) count += hits[start + length - 1] - hits[start - 1];
    if (count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  const firstHit = hits.indexOf(1, best);
  const start = firstHit >= 0 ? Math.min(contextStart(text, words, firstHit), words.length - length) : best;
  const end = start + length;
  const from = start === 0 ? 0 : words[start].start;
  const to = end === words.length ? text.length : words[end - 1].end;
  return highlight(text.slice(from, to), marks);
}

/** A page's sections that hold a match, best first (a match in a heading counts thrice). */
export function matchingSections(record: SearchPageRecord, matches: (word: string) => boolean) {
  return record.sections
    .map((section, index) => ({ section, index, hits: 3 * countHits(section.title, matches) + countHits(section.text, matches) }))
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .map((entry) => entry.section);
}
