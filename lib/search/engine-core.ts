/**
 * The built-in search engine, whoever asks: the browser's dialog and search page (through
 * `components/search/site-index-engine.ts`, which adds fetching, a pause while typing and
 * latest-wins), and Node tools that read an exported index from disk. It does no I/O of its own:
 * files of the index folder (format in `./index-format.ts`) come through the loader it is given,
 * the manifest first, then only the shards that hold the query's words and the records of the
 * pages that are shown.
 *
 * From Node, over an exported site:
 *
 *     const core = createSearchCore({
 *       load: async (name) => JSON.parse(await readFile(join('out/search-index', name), 'utf8')),
 *       siteRoot: 'https://airy.co/docs/core/',
 *     });
 *     const { total, hits } = await core.search('helm upgrade', { count: 5, maxSections: 3 });
 */
import type { SearchHit } from './hits';
import { hitFromRecord } from './hits';
import { SEARCH_INDEX_VERSION, searchIndexFiles, shardOf, shardsOfPrefix, type SearchManifest, type SearchPageRecord, type SearchShard, type SearchWordList } from './index-format';
import { expandCompounds, markedWords, matchPages, wordMatcher, type LoadedTerms, type PageMatch } from './match';
import { queryWordWeights, RERANK_WINDOW, rerank } from './rank';
import { allowedEdits, correctedQuery, listsFor, nearestWords } from './correct';
import { queryTerms, type QueryTerms, type QueryWord } from './terms';

/**
 * Loads one file of the index folder by its name inside it (`index.json`, `<build>/s3.json`,
 * `<build>/p12.json`) and answers its parsed JSON. The engine asks for a file again only when
 * the loader keeps nothing; the browser's loader keeps each file for the visit.
 */
type IndexFileLoader = (fileName: string) => Promise<unknown>;

/** What the engine needs to know of the index and the site. */
export interface SearchCoreConfig {
  load: IndexFileLoader;
  /**
   * The site's root URL, hit URLs are built on: `/`, `/docs/core/` in the browser, or a full
   * address (`https://airy.co/docs/core/`) for a tool that links readers to the site.
   */
  siteRoot: string;
}

/** How many results to load first and how many sections to keep per page. */
export interface SearchOptions {
  count: number;
  maxSections: number;
  /** Search the words exactly as typed: no corrections (`/search/?q=kafak&exact=1`). */
  exact?: boolean;
}

/** The answer to one query. */
export interface SearchResults {
  query: string;
  /** Pages found (built-in index) or matching sections (Algolia). */
  total: number;
  /** The first results, best first. */
  hits: SearchHit[];
  /** Loads the next results and answers with the longer list; null when all are shown. */
  loadMore: (() => Promise<SearchResults>) | null;
  /**
   * Set when words that matched nothing were corrected: the query the results are for
   * (`kafka` for `kafak`), to say so above them ("Did you mean").
   */
  correctedQuery?: string;
}

/** The built-in engine over one index. */
export interface SearchCore {
  /** Searches the index; rejects when a file of the index cannot be loaded or has another format. */
  search(query: string, options: SearchOptions): Promise<SearchResults>;
}

/** Most shards one prefix may load; a shorter prefix is then matched as a whole word only. */
const MAX_PREFIX_SHARDS = 2;

/** The engine over the index that `load` reads, with hits linked under `siteRoot`. */
export function createSearchCore({ load, siteRoot }: SearchCoreConfig): SearchCore {
  const root = siteRoot.endsWith('/') ? siteRoot : `${siteRoot}/`;
  const loadJson = <T>(name: string) => load(name) as Promise<T>;

  async function loadManifest(): Promise<SearchManifest> {
    const manifest = await loadJson<SearchManifest>(searchIndexFiles.manifest);
    if (manifest.version !== SEARCH_INDEX_VERSION) throw new Error(`the search index has format ${manifest.version}, not ${SEARCH_INDEX_VERSION}`);
    return manifest;
  }

  /** The postings a search has loaded so far; it loads more shards on request. */
  function shardsOf(manifest: SearchManifest) {
    const loaded = new Map<number, SearchShard>();
    const prefixShards = new Map<string, number[]>();
    const terms: LoadedTerms = {
      postings: (term) => {
        const shard = loaded.get(shardOf(manifest, term));
        return shard && Object.hasOwn(shard, term) ? shard[term] : undefined;
      },
      withPrefix: (prefix) =>
        (prefixShards.get(prefix) ?? []).flatMap((n) => Object.keys(loaded.get(n) ?? {}).filter((term) => term.startsWith(prefix))),
    };
    const loadShards = (shards: Iterable<number>) =>
      Promise.all([...new Set(shards)].filter((n) => !loaded.has(n)).map(async (n) => loaded.set(n, await loadJson<SearchShard>(searchIndexFiles.shard(manifest.build, n)))));
    /** Loads the shards of the query's terms, and of its prefix unless that spans more than `MAX_PREFIX_SHARDS`. */
    const loadQuery = (query: QueryTerms) => {
      const wanted: number[] = [];
      for (const word of query.words) {
        for (const term of word.terms) wanted.push(shardOf(manifest, term));
        const shards = word.prefix ? shardsOfPrefix(manifest, word.prefix) : [];
        if (word.prefix && shards.length <= MAX_PREFIX_SHARDS) {
          prefixShards.set(word.prefix, shards);
          wanted.push(...shards);
        }
      }
      return loadShards(wanted);
    };
    /** Whether a word matches an index term, exactly or as a prefix (a prefix too short to load surely does). */
    const matches = (word: QueryWord) =>
      word.terms.some((term) => terms.postings(term)) || (word.prefix !== null && (!prefixShards.has(word.prefix) || terms.withPrefix(word.prefix).length > 0));
    return { terms, loadShards, loadQuery, matches };
  }

  /**
   * The query with each word that matches nothing corrected (`./correct.ts`): among the nearest
   * index words, the one on most pages. Loads the word lists and shards that takes.
   */
  async function correct(manifest: SearchManifest, query: QueryTerms, shards: ReturnType<typeof shardsOf>) {
    const fixes = new Map<string, string>();
    const words = await Promise.all(
      query.words.map(async (word): Promise<QueryWord> => {
        if (shards.matches(word) || !allowedEdits(word.word)) return word;
        const lists = listsFor(word.word).map((letter) => manifest.wordLists.indexOf(letter)).filter((n) => n >= 0);
        const known = (await Promise.all(lists.map((n) => loadJson<SearchWordList>(searchIndexFiles.words(manifest.build, n))))).flat();
        const candidates = nearestWords(word.word, known);
        await shards.loadShards(candidates.map((candidate) => shardOf(manifest, candidate.term)));
        const pagesWith = (term: string) => shards.terms.postings(term)?.length ?? 0;
        const [best] = candidates.filter((candidate) => pagesWith(candidate.term)).sort((a, b) => a.distance - b.distance || pagesWith(b.term) - pagesWith(a.term));
        if (!best) return word;
        fixes.set(word.word, best.word);
        return { ...word, corrections: [best.term] };
      }),
    );
    return fixes.size ? { query: { words }, fixes } : null;
  }

  async function hitsFor(manifest: SearchManifest, query: QueryTerms, matches: PageMatch[], maxSections: number) {
    const words = { matches: wordMatcher(query), marks: wordMatcher(markedWords(query)) };
    const records = await Promise.all(matches.map((match) => loadJson<SearchPageRecord>(searchIndexFiles.page(manifest.build, match.id))));
    return records.map((record, index) => ({
      ...hitFromRecord(record, `${root}${record.url.replace(/^\//, '')}`, words, maxSections),
      score: matches[index].score,
      title: record.title,
      breadcrumb: record.breadcrumb,
    }));
  }

  return {
    async search(query, { count, maxSections, exact = false }) {
      const manifest = await loadManifest();
      const asked = queryTerms(query);
      const shards = shardsOf(manifest);
      await shards.loadQuery(asked);
      let terms = expandCompounds(asked, shards.terms);
      let rankedFor = query;
      const correction = exact ? null : await correct(manifest, terms, shards);
      if (correction) {
        terms = correction.query;
        rankedFor = correctedQuery(query, correction.fixes);
      }
      const loaded = shards.terms;
      const matches = matchPages(terms, loaded);
      const first = await hitsFor(manifest, terms, matches.slice(0, Math.max(count, RERANK_WINDOW)), maxSections);
      // A posting is a pair of numbers per page.
      const weights = queryWordWeights(rankedFor, (term) => (loaded.postings(term)?.length ?? 0) / 2, manifest.pages);
      // The loaded results in their new order come first; the rest follow in the index's order.
      const ranked = [...rerank(rankedFor, first.slice(0, RERANK_WINDOW), weights), ...first.slice(RERANK_WINDOW)].map((entry) => entry.hit);
      const more = async (from: number): Promise<SearchHit[]> => {
        const kept = ranked.slice(from, from + count);
        const next = Math.max(from, ranked.length);
        const wanted = count - kept.length;
        if (!wanted || next >= matches.length) return kept;
        return [...kept, ...(await hitsFor(manifest, terms, matches.slice(next, next + wanted), maxSections)).map((entry) => entry.hit)];
      };
      const page = (hits: SearchHit[]): SearchResults => ({
        query,
        total: matches.length,
        hits,
        loadMore: hits.length < matches.length ? async () => page([...hits, ...(await more(hits.length))]) : null,
        ...(correction && { correctedQuery: rankedFor }),
      });
      return page(ranked.slice(0, count));
    },
  };
}
