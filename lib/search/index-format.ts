/**
 * The files of the built-in search index (`out/search-index/`), written by the index step and
 * read by the browser:
 *
 * - `index.json`, the manifest: the build id and the first term of each shard. It is the one
 *   file a host must not cache for long; everything else lives under the build id.
 * - `<build>/s<n>.json`, a shard: the postings of a sorted, contiguous run of terms. A query
 *   downloads the shards that hold its words, nothing else.
 * - `<build>/p<id>.json`, a page: title, breadcrumb, URL and text by section, loaded for the
 *   results that are shown. Page ids are numbers, so no page table is needed to find them.
 * - `<build>/w<n>.json`, a word list: the words of the pages that start with one letter, sorted,
 *   loaded only to correct a query word that matches nothing (`./correct.ts`).
 */

/** Format version; the browser refuses a manifest of another version. */
export const SEARCH_INDEX_VERSION = 2;

export interface SearchManifest {
  version: number;
  /** Names the folder of this build's shards and pages. */
  build: string;
  /** Pages in the index. */
  pages: number;
  /** First term of each shard, ascending: shard n holds the terms from `shards[n]` up to `shards[n + 1]`. */
  shards: string[];
  /** The first letter of each word list, ascending: list n holds the words that start with `wordLists[n]`. */
  wordLists: string[];
}

/** A word list: words as the pages have them (not stemmed), sorted. */
export type SearchWordList = string[];

/**
 * A shard: term → postings, a flat list of `[page id gap, score]` pairs in page order. The gap
 * is the id minus the previous id (smaller numbers compress better); the score is BM25 × 100.
 */
export type SearchShard = Record<string, number[]>;

/** Scores are stored as integers: this many per unit of BM25. */
export const SCORE_SCALE = 100;

/** A part of a page: its opening (no anchor) or a section under a heading. */
export interface SearchPageSection {
  /** The heading's id; empty for the text before the first heading. */
  anchor: string;
  /** The heading's text; empty for the opening. */
  title: string;
  text: string;
}

export interface SearchPageRecord {
  /** Path below the site's base, with its trailing slash: `/api/webhook/`. */
  url: string;
  title: string;
  /** `API › HTTP Endpoints`; may be empty. */
  breadcrumb: string;
  sections: SearchPageSection[];
}

/** The shard that would hold `term`: the last one whose first term is not after it. */
export function shardOf(manifest: SearchManifest, term: string): number {
  let low = 0;
  let high = manifest.shards.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (manifest.shards[middle] <= term) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The shards that may hold terms starting with `prefix`. */
export function shardsOfPrefix(manifest: SearchManifest, prefix: string): number[] {
  const first = shardOf(manifest, prefix);
  const last = shardOf(manifest, `${prefix}\uffff`);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Calls `visit` with each page id and score of postings stored as gaps, in page order, allocating nothing. */
export function forEachPosting(postings: number[], visit: (id: number, score: number) => void): void {
  let id = 0;
  for (let index = 0; index + 1 < postings.length; index += 2) {
    id += postings[index];
    visit(id, postings[index + 1] / SCORE_SCALE);
  }
}

/** File names inside the index folder. */
export const searchIndexFiles = {
  manifest: 'index.json',
  shard: (build: string, shard: number) => `${build}/s${shard}.json`,
  page: (build: string, id: number) => `${build}/${searchIndexFiles.pageName(id)}`,
  pageName: (id: number) => `p${id}.json`,
  words: (build: string, list: number) => `${build}/w${list}.json`,
};
