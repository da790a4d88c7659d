/**
 * The built-in engine: Pagefind's own loader (`/pagefind/pagefind.js`, written by the build)
 * is imported on the first search, straight from the site, not bundled. A failed load can be
 * retried: the next attempt imports a fresh copy, so a half-initialised one is never reused.
 */
import { nextBasePath } from '@/lib/base-path';
import { SEARCH_DEBOUNCE_MS, SEARCH_INDEX_DIR } from '@/lib/constants';
import { hitFromPagefind, type PagefindResultData, type SearchHit } from '@/lib/search/hits';
import { RERANK_WINDOW, rerank } from '@/lib/search/rank';
import { SearchUnavailableError, type SearchEngine, type SearchOptions, type SearchResults } from './engine';

interface PagefindResult {
  score: number;
  data(): Promise<PagefindResultData>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options: Record<string, unknown>, timeoutMs: number): Promise<{ results: PagefindResult[] } | null>;
}

/**
 * Meta fields and their weight in Pagefind's ranking: `trail` (breadcrumb + title, written by
 * the index step) replaces the title's own boost, so a query naming a section and a page
 * matches as a whole; the displayed fields add nothing on their own.
 */
const RANKING = { metaWeights: { title: 0, breadcrumb: 0, image: 0, trail: 3 } };

/** Words of excerpt around the hits. */
const EXCERPT_WORDS = 24;

let loading: Promise<Pagefind> | null = null;
let attempt = 0;

function loadPagefind(basePath: string): Promise<Pagefind> {
  if (loading) return loading;
  const bundle = `${nextBasePath(basePath)}/${SEARCH_INDEX_DIR}/`;
  const url = `${bundle}pagefind.js${attempt ? `?attempt=${attempt}` : ''}`;
  loading = (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as Pagefind;
    await pagefind.options({
      basePath: bundle,
      baseUrl: `${nextBasePath(basePath)}/`,
      // A web worker would cost one more script (12 KB gzip) on the first query; a search of
      // this index takes a few milliseconds on the main thread.
      noWorker: true,
      excerptLength: EXCERPT_WORDS,
      ranking: RANKING,
    });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = null;
    attempt += 1;
  });
  return loading;
}

function loadData(results: PagefindResult[]) {
  return Promise.all(results.map(async (result) => ({ score: result.score, data: await result.data() })));
}

/** The built-in search engine for a site under `basePath` (`/` or `/docs/core/`). */
export function createPagefindEngine(basePath: string): SearchEngine {
  return {
    async search(query: string, { count, maxSections }: SearchOptions): Promise<SearchResults | null> {
      let found: { results: PagefindResult[] } | null;
      try {
        const pagefind = await loadPagefind(basePath);
        found = await pagefind.debouncedSearch(query, {}, SEARCH_DEBOUNCE_MS);
      } catch (error) {
        throw new SearchUnavailableError(error instanceof Error ? error.message : String(error));
      }
      if (!found) return null;
      const { results } = found;
      const toHit = (data: PagefindResultData) => hitFromPagefind(data, maxSections);
      const page = (hits: SearchHit[]): SearchResults => ({
        query,
        total: results.length,
        hits,
        loadMore:
          hits.length < results.length
            ? async () => page([...hits, ...(await loadData(results.slice(hits.length, hits.length + count))).map((entry) => toHit(entry.data))])
            : null,
      });
      // The first results are re-ranked with their data (title, headings, text) in view.
      const first = await loadData(results.slice(0, Math.max(count, RERANK_WINDOW)));
      const candidates = first.map((entry) => ({
        ...entry,
        title: entry.data.meta.title ?? '',
        headings: entry.data.sub_results.map((section) => section.title),
        content: entry.data.content,
      }));
      const ranked = [...rerank(query, candidates.slice(0, RERANK_WINDOW)), ...candidates.slice(RERANK_WINDOW)];
      return page(ranked.map((entry) => toHit(entry.data)));
    },
  };
}
