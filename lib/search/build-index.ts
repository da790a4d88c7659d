/**
 * The built-in index from the pages read by `readPage`: every posting carries its BM25 score,
 * computed here once for the whole site, so the browser only adds numbers. Terms are sorted
 * and cut into shards of about `SHARD_BYTES`, so a query's download stays the same size
 * whether the site has a hundred pages or ten thousand.
 */
import { createHash } from 'node:crypto';
import { listOf } from './correct';
import { SCORE_SCALE, SEARCH_INDEX_VERSION, type SearchManifest, type SearchShard, type SearchWordList } from './index-format';
import type { IndexedPage } from './read-page';

/** Target size of a shard's JSON; a single very common term may exceed it alone. */
export const SHARD_BYTES = 24_000;

/**
 * BM25 term saturation (k1) and length normalisation (b). Frequencies here are weighted (a
 * heading counts 6, the title 7), so they saturate later than raw counts would (k1 = 5, not
 * the usual 1.2); and a long reference page should not lose to a short page that mentions a
 * word in passing, so length counts little (b = 0.25, not 0.75). Tuned on the query pairs now in
 * the evaluation set (`bench/search-questions.json`): any k1 from 4 to 6 with b from 0.2 to 0.3 passed them.
 */
const BM25 = { k1: 5, b: 0.25 };

export interface BuiltSearchIndex {
  manifest: SearchManifest;
  shards: SearchShard[];
  /** The word lists, in the order of `manifest.wordLists`. */
  wordLists: SearchWordList[];
}

/** BM25 of a term with weighted frequency `frequency` in a page of `length` words. */
export function bm25(frequency: number, length: number, averageLength: number, pageCount: number, pagesWithTerm: number): number {
  const idf = Math.log(1 + (pageCount - pagesWithTerm + 0.5) / (pagesWithTerm + 0.5));
  return (idf * frequency * (BM25.k1 + 1)) / (frequency + BM25.k1 * (1 - BM25.b + (BM25.b * length) / averageLength));
}

/** Where a term occurs: page ids in order, and the weighted frequency on each. */
interface Occurrences {
  ids: number[];
  weights: number[];
}

/**
 * Collects pages one at a time and keeps only their term weights, so a site of 10,000 pages
 * never holds its text in memory: the caller writes each page record as it is added. The
 * build id hashes every record and the shards, so any change of content gives a new folder.
 */
export class SearchIndexBuilder {
  private readonly occurrences = new Map<string, Occurrences>();
  private readonly lengths: number[] = [];
  private readonly words = new Set<string>();
  private readonly hash = createHash('sha256');

  /** Adds a page and answers its id; `recordText` is its record as written, when the caller has it already. */
  add(page: IndexedPage, recordText = JSON.stringify(page.record)): number {
    const id = this.lengths.length;
    this.lengths.push(page.length);
    this.hash.update(recordText);
    for (const word of page.words) this.words.add(word);
    for (const [term, weight] of page.weights) {
      const entry = this.occurrences.get(term);
      if (entry) {
        entry.ids.push(id);
        entry.weights.push(weight);
      } else this.occurrences.set(term, { ids: [id], weights: [weight] });
    }
    return id;
  }

  /** The postings of one term, in page order: `[gap, score, gap, score, …]`. */
  private postings({ ids, weights }: Occurrences, averageLength: number): number[] {
    const list: number[] = [];
    let previous = 0;
    ids.forEach((id, index) => {
      const score = bm25(weights[index], this.lengths[id], averageLength, this.lengths.length, ids.length);
      list.push(id - previous, Math.max(1, Math.round(score * SCORE_SCALE)));
      previous = id;
    });
    return list;
  }

  /** The manifest and the shards of every page added. */
  finish(): BuiltSearchIndex {
    const averageLength = this.lengths.reduce((sum, length) => sum + length, 0) / Math.max(this.lengths.length, 1) || 1;
    const shards: SearchShard[] = [];
    const firstTerms: string[] = [];
    let size = Infinity;
    for (const term of [...this.occurrences.keys()].sort()) {
      const list = this.postings(this.occurrences.get(term)!, averageLength);
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
    const build = this.hash.update(JSON.stringify(shards)).digest('hex').slice(0, 10);
    const lists = this.wordLists();
    const manifest = { version: SEARCH_INDEX_VERSION, build, pages: this.lengths.length, shards: firstTerms, wordLists: [...lists.keys()] };
    return { manifest, shards, wordLists: [...lists.values()] };
  }

  /** Every page's words by first letter, letters and words sorted. */
  private wordLists(): Map<string, SearchWordList> {
    const lists = new Map<string, SearchWordList>();
    for (const word of [...this.words].sort()) {
      const letter = listOf(word);
      const list = lists.get(letter);
      if (list) list.push(word);
      else lists.set(letter, [word]);
    }
    return lists;
  }
}
