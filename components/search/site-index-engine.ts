/**
 * The built-in engine: reads the index the build wrote to `/search-index/` (format in
 * `lib/search/index-format.ts`). The manifest comes first, then only the shards that hold the
 * query's words and the pages that are shown. Loaded files are kept for the visit; a failed
 * load is forgotten, so Retry fetches it again.
 */
import { nextBasePath } from '@/lib/urls';
import { SEARCH_DEBOUNCE_MS, SEARCH_INDEX_DIR } from '@/lib/constants';
import { hitFromRecord, type SearchHit } from '@/lib/search/hits';
import {
  SEARCH_INDEX_VERSION,
  searchIndexFiles,
  shardOf,
  shardsOfPrefix,
  type SearchManifest,
  type SearchPageRecord,
  type SearchShard,
} from '@/lib/search/index-format';
import { expandCompounds, matchPages, wordMatcher, type LoadedTerms, type PageMatch } from '@/lib/search/match';
import { queryWordWeights, RERANK_WINDOW, rerank } from '@/lib/search/rank';
import { queryTerms, type QueryTerms } from '@/lib/search/terms';
import { SearchUnavailableError, type SearchEngine, type SearchOptions, type SearchResults } from './engine';

/** Most shards one prefix may load; a shorter prefix is then matched as a whole word only. */
const MAX_PREFIX_SHARDS = 2;

function createLoader(folder: string) {
  const files = new Map<string, Promise<unknown>>();
  return function load<T>(name: string): Promise<T> {
    let file = files.get(name);
    if (!file) {
      file = fetch(`${folder}${name}`).then((response) => {
        if (!response.ok) throw new SearchUnavailableError(`the search index answered ${response.status} for ${name}`);
        return response.json();
      });
      file.catch(() => files.delete(name));
      files.set(name, file);
    }
    return file as Promise<T>;
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** The built-in search engine for a site under `basePath` (`/` or `/docs/core/`). */
export function createSiteIndexEngine(basePath: string): SearchEngine {
  const root = `${nextBasePath(basePath)}/`;
  const load = createLoader(`${root}${SEARCH_INDEX_DIR}/`);
  let latest = 0;

  async function loadTerms(manifest: SearchManifest, query: QueryTerms): Promise<LoadedTerms> {
    const wanted = new Set<number>();
    const prefixShards = new Map<string, number[]>();
    for (const word of query.words) {
      for (const term of word.terms) wanted.add(shardOf(manifest, term));
      const shards = word.prefix ? shardsOfPrefix(manifest, word.prefix) : [];
      if (word.prefix && shards.length <= MAX_PREFIX_SHARDS) {
        prefixShards.set(word.prefix, shards);
        for (const shard of shards) wanted.add(shard);
      }
    }
    const loaded = new Map<number, SearchShard>();
    await Promise.all([...wanted].map(async (n) => loaded.set(n, await load<SearchShard>(searchIndexFiles.shard(manifest.build, n)))));
    return {
      postings: (term) => {
        const shard = loaded.get(shardOf(manifest, term));
        return shard && Object.hasOwn(shard, term) ? shard[term] : undefined;
      },
      withPrefix: (prefix) =>
        (prefixShards.get(prefix) ?? []).flatMap((n) => Object.keys(loaded.get(n) ?? {}).filter((term) => term.startsWith(prefix))),
    };
  }

  async function hitsFor(manifest: SearchManifest, query: QueryTerms, matches: PageMatch[], maxSections: number) {
    const matchesWord = wordMatcher(query);
    const records = await Promise.all(matches.map((match) => load<SearchPageRecord>(searchIndexFiles.page(manifest.build, match.id))));
    return records.map((record, index) => ({
      ...hitFromRecord(record, `${root}${record.url.replace(/^\//, '')}`, matchesWord, maxSections),
      score: matches[index].score,
      title: record.title,
      breadcrumb: record.breadcrumb,
    }));
  }

  /** The query's terms, its matching pages, and the first of them as hits. */
  async function find(query: string, count: number, maxSections: number) {
    const manifest = await load<SearchManifest>(searchIndexFiles.manifest);
    if (manifest.version !== SEARCH_INDEX_VERSION) throw new SearchUnavailableError(`the search index has format ${manifest.version}, not ${SEARCH_INDEX_VERSION}`);
    const asked = queryTerms(query);
    const loaded = await loadTerms(manifest, asked);
    const terms = expandCompounds(asked, loaded);
    const matches = matchPages(terms, loaded);
    const first = await hitsFor(manifest, terms, matches.slice(0, Math.max(count, RERANK_WINDOW)), maxSections);
    // A posting is a pair of numbers per page.
    const weights = queryWordWeights(query, (term) => (loaded.postings(term)?.length ?? 0) / 2, manifest.pages);
    return { manifest, terms, matches, first, weights };
  }

  return {
    async search(query: string, { count, maxSections }: SearchOptions): Promise<SearchResults | null> {
      const search = ++latest;
      // The manifest loads during the pause; a failure surfaces below.
      load(searchIndexFiles.manifest).catch(() => undefined);
      await sleep(SEARCH_DEBOUNCE_MS);
      if (search !== latest) return null;
      let found: Awaited<ReturnType<typeof find>>;
      try {
        found = await find(query, count, maxSections);
      } catch (error) {
        throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(error instanceof Error ? error.message : String(error));
      }
      if (search !== latest) return null;
      const { manifest, terms, matches, first, weights } = found;
      // The loaded results in their new order come first; the rest follow in the index's order.
      const loaded = [...rerank(query, first.slice(0, RERANK_WINDOW), weights), ...first.slice(RERANK_WINDOW)].map((entry) => entry.hit);
      const more = async (from: number): Promise<SearchHit[]> => {
        const kept = loaded.slice(from, from + count);
        const next = Math.max(from, loaded.length);
        const wanted = count - kept.length;
        if (!wanted || next >= matches.length) return kept;
        return [...kept, ...(await hitsFor(manifest, terms, matches.slice(next, next + wanted), maxSections)).map((entry) => entry.hit)];
      };
      const page = (hits: SearchHit[]): SearchResults => ({
        query,
        total: matches.length,
        hits,
        loadMore: hits.length < matches.length ? async () => page([...hits, ...(await more(hits.length))]) : null,
      });
      return page(loaded.slice(0, count));
    },
  };
}
