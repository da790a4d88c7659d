/**
 * The built-in engine in the browser: the engine of `lib/search/engine-core.ts` over the index
 * the build wrote to `/search-index/`, fetched from the site. Loaded files are kept for the
 * visit; a failed load is forgotten, so Retry fetches it again. A search waits for a pause in
 * typing, and only the latest search answers.
 */
import { fileUrl } from '@/lib/urls';
import { SEARCH_DEBOUNCE_MS, SEARCH_INDEX_DIR } from '@/lib/constants';
import { createSearchCore } from '@/lib/search/engine-core';
import { searchIndexFiles } from '@/lib/search/index-format';
import { SearchUnavailableError, type SearchEngine, type SearchOptions, type SearchResults } from './engine';

/** Fetches files of `folder` once each; a failed fetch is forgotten, so the next call tries again. */
function createLoader(folder: string) {
  const files = new Map<string, Promise<unknown>>();
  return function load(name: string): Promise<unknown> {
    let file = files.get(name);
    if (!file) {
      file = fetch(`${folder}${name}`).then((response) => {
        if (!response.ok) throw new SearchUnavailableError(`the search index answered ${response.status} for ${name}`);
        return response.json();
      });
      file.catch(() => files.delete(name));
      files.set(name, file);
    }
    return file;
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function unavailable(error: unknown): SearchUnavailableError {
  return error instanceof SearchUnavailableError ? error : new SearchUnavailableError(error instanceof Error ? error.message : String(error));
}

/** The built-in search engine for a site under `basePath` (`/` or `/docs/core/`). */
export function createSiteIndexEngine(basePath: string): SearchEngine {
  const load = createLoader(fileUrl(basePath, `${SEARCH_INDEX_DIR}/`));
  const core = createSearchCore({ load, siteRoot: basePath });
  let latest = 0;

  return {
    async search(query: string, options: SearchOptions): Promise<SearchResults | null> {
      const search = ++latest;
      // The manifest loads during the pause; a failure surfaces below.
      load(searchIndexFiles.manifest).catch(() => undefined);
      await sleep(SEARCH_DEBOUNCE_MS);
      if (search !== latest) return null;
      let results: SearchResults;
      try {
        results = await core.search(query, options);
      } catch (error) {
        throw unavailable(error);
      }
      return search === latest ? results : null;
    },
  };
}
