/**
 * What the search dialog and the search page ask of a search engine, whichever it is: the
 * built-in index or Algolia DocSearch. Each engine lives in its own module, loaded
 * only when a visitor searches. The shapes of results and options are the built-in engine's
 * (`lib/search/engine-core.ts`).
 */
import type { SearchOptions, SearchResults } from '@/lib/search/engine-core';

export type { SearchOptions, SearchResults };

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
