/**
 * The built-in index from the pages read by `readPage`: every posting carries its BM25 score,
 * computed here once for the whole site, so the browser only adds numbers. Terms are sorted
 * and cut into shards of about `SHARD_BYTES`, so a query's download stays the same size
 * whether the site has a hundred pages or ten thousand.
 */
import { createHash } from 'node:crypto';
import { SCORE_SCALE, SEARCH_INDEX_VERSION, type SearchManifest, type SearchPageRecord, type SearchShard } from './index-format';
import type { IndexedPage } from './read-page';

/** Target size of a shard's JSON; a single very common term may exceed it alone. */
export const SHARD_BYTES = 24_000;

/**
 * BM25 term saturation (k1) and length normalisation (b). Frequencies here are weighted (a
 * heading counts 6, the title 7), so they saturate later than raw counts would (k1 = 5, not
 * the usual 1.2); and a long reference page should not lose to a short page that mentions a
 * word in passing, so length counts little (b = 0.25, not 0.75). Tuned on the query table of
 * `tests/e2e/search-quality.spec.ts`: any k1 from 4 to 6 with b from 0.2 to 0.3 passes it.
 */
export const BM25 = { k1: 5, b: 0.25 };

export interface BuiltSearchIndex {
  manifest: SearchManifest;
  shards: SearchShard[];
  /** Page records by id. */
  pages: SearchPageRecord[];
}

/** BM25 of a term with weighted frequency `frequency` in a page of `length` words. */
export function bm25(frequency: number, length: number, averageLength: number, pageCount: number, pagesWithTerm: number): number {
  const idf = Math.log(1 + (pageCount - pagesWithTerm + 0.5) / (pagesWithTerm + 0.5));
  return (idf * frequency * (BM25.k1 + 1)) / (frequency + BM25.k1 * (1 - BM25.b + (BM25.b * length) / averageLength));
}

/** The postings of every term, in page order: `[gap, score, gap, score, …]`. */
function postingsByTerm(pages: IndexedPage[]): Map<string, number[]> {
  const averageLength = pages.reduce((sum, page) => sum + page.length, 0) / Math.max(pages.length, 1) || 1;
  const pageIds = new Map<string, number[]>();
  pages.forEach((page, id) => {
    for (const term of page.weights.keys()) {
      const ids = pageIds.get(term);
      if (ids) ids.push(id);
      else pageIds.set(term, [id]);
    }
  });
  const postings = new Map<string, number[]>();
  for (const [term, ids] of pageIds) {
    const list: number[] = [];
    let previous = 0;
    for (const id of ids) {
      const page = pages[id];
      const score = bm25(page.weights.get(term)!, page.length, averageLength, pages.length, ids.length);
      list.push(id - previous, Math.max(1, Math.round(score * SCORE_SCALE)));
      previous = id;
    }
    postings.set(term, list);
  }
  return postings;
}

/** Builds the index of `pages` (ids are their positions). */
export function buildIndex(pages: IndexedPage[]): BuiltSearchIndex {
  const postings = postingsByTerm(pages);
  const terms = [...postings.keys()].sort();
  const shards: SearchShard[] = [];
  const firstTerms: string[] = [];
  let size = Infinity;
  for (const term of terms) {
    const list = postings.get(term)!;
    const entrySize = term.length + 6 + list.join(',').length;
    if (size + entrySize > SHARD_BYTES) {
      shards.push({});
      firstTerms.push(term);
      size = 0;
    }
    shards[shards.length - 1][term] = list;
    size += entrySize;
  }
  if (!shards.length) {
    shards.push({});
    firstTerms.push('');
  }
  const records = pages.map((page) => page.record);
  const build = createHash('sha256').update(JSON.stringify([shards, records])).digest('hex').slice(0, 10);
  return { manifest: { version: SEARCH_INDEX_VERSION, build, pages: pages.length, shards: firstTerms }, shards, pages: records };
}
