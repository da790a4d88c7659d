/**
 * The hosted engine for the search page when DocSearch is configured: one request per page
 * of results to Algolia's search endpoint, read-only key, no library. Never loaded otherwise.
 */
import type { DocSearchConfig } from '@/lib/config-types';
import { ALGOLIA_HIGHLIGHT_POST, ALGOLIA_HIGHLIGHT_PRE, hitsFromDocSearch, localizeDocSearchUrl, type DocSearchRecord, type SearchHit } from '@/lib/search/hits';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { SearchUnavailableError, type SearchEngine, type SearchOptions, type SearchResults } from './engine';

/** Records asked for per request; several records of one page become one result. */
const RECORDS_PER_REQUEST = 50;

interface AlgoliaResponse {
  hits: DocSearchRecord[];
  nbHits: number;
  nbPages: number;
}

/** The DocSearch engine for the search page; `siteUrl` + `basePath` is where the crawler read the site. */
export function createAlgoliaEngine(config: DocSearchConfig, siteUrl: string, basePath: string): SearchEngine {
  let latest = 0;
  const localize = (url: string) => localizeDocSearchUrl(url, siteUrl, basePath);

  async function request(query: string, page: number): Promise<AlgoliaResponse> {
    const credentials = new URLSearchParams({ 'x-algolia-application-id': config.appId, 'x-algolia-api-key': config.apiKey });
    const url = `https://${config.appId}-dsn.algolia.net/1/indexes/${encodeURIComponent(config.indexName)}/query?${credentials}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        // A simple request (no custom headers): the key goes in the query string, so there is no preflight.
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: JSON.stringify({
          query,
          page,
          hitsPerPage: RECORDS_PER_REQUEST,
          highlightPreTag: ALGOLIA_HIGHLIGHT_PRE,
          highlightPostTag: ALGOLIA_HIGHLIGHT_POST,
          attributesToSnippet: ['content:24'],
        }),
        credentials: 'omit',
      });
    } catch (error) {
      throw new SearchUnavailableError(`The search service could not be reached (${error instanceof Error ? error.message : String(error)}).`);
    }
    if (!response.ok) throw new SearchUnavailableError(`The search service answered ${response.status}.`);
    return (await response.json()) as AlgoliaResponse;
  }

  return {
    async search(query: string, { maxSections }: SearchOptions): Promise<SearchResults | null> {
      const id = ++latest;
      await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS));
      if (id !== latest) return null;
      const page = async (number: number, before: SearchHit[]): Promise<SearchResults> => {
        const answer = await request(query, number);
        const merged = hitsFromDocSearch(answer.hits, maxSections, localize);
        const seen = new Set(before.map((hit) => hit.url));
        const hits = [...before, ...merged.filter((hit) => !seen.has(hit.url))];
        return { query, total: answer.nbHits, hits, loadMore: number + 1 < answer.nbPages ? () => page(number + 1, hits) : null };
      };
      const results = await page(0, []);
      return id === latest ? results : null;
    },
  };
}
