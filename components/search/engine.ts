/**
 * What the search dialog and the search page ask of a search engine, whichever it is: the
 * built-in index or Algolia DocSearch. Each engine lives in its own module, loaded
 * only when a visitor searches.
 */
import type { SearchHit } from '@/lib/search/hits';

/** The answer to one query. */
export interface SearchResults {
  query: string;
  /** Pages found (built-in index) or matching sections (Algolia). */
  total: number;
  hits: SearchHit[];
  /** Loads the next results and answers with the longer list; null when all are shown. */
  loadMore: (() => Promise<SearchResults>) | null;
}

/** How many results to load first and how many sections to keep per page. */
export interface SearchOptions {
  count: number;
  maxSections: number;
}

export interface SearchEngine {
  /**
   * Searches; answers null when a newer search started meanwhile (typing), and throws a
   * `SearchUnavailableError` when the index or service cannot be reached.
   */
  search(query: string, options: SearchOptions): Promise<SearchResults | null>;
}

/** The index or the search service could not be loaded; the visitor may retry. */
export class SearchUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchUnavailableError';
  }
}
