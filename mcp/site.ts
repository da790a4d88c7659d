/**
 * The published site as the tools see it: its table of contents (`llms.txt`), its files by path,
 * and the address its pages have. Files are kept once read; when the search index's manifest
 * names another build (the site was deployed again), everything is read afresh.
 */
import { SEARCH_INDEX_DIR } from '../lib/constants';
import { searchIndexFiles, type SearchManifest } from '../lib/search/index-format';
import { canonicalUrl, siteAddressOf, siteRootUrl, type SiteAddress } from '../lib/urls';
import { parseLlmsTxt, tocPages, type SiteToc, type TocPage } from './llms-txt';
import { MissingFileError, openSource, type SiteSource } from './source';

/** The manifest's path in the site: the one file that changes with every deployment. */
const MANIFEST_FILE = `${SEARCH_INDEX_DIR}/${searchIndexFiles.manifest}`;

/** How often a deployment's manifest is asked again (a folder is read on every call: it costs nothing). */
export const RECHECK_MS = 2000;

/** Most files kept in memory; the least recently used go first. */
const CACHE_FILES = 400;

/** The folder or URL does not hold a site this build wrote. */
class NotASiteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotASiteError';
  }
}

export interface DocsSite {
  readonly source: SiteSource;
  /** The root URL of the pages the tools name (`https://airy.co/docs/core/`), ending in `/`. */
  readonly root: string;
  /** The same address as origin and base path, for `lib/urls.ts`. */
  readonly address: SiteAddress;
  /** Changes each time the site is read afresh (a new build was found). */
  readonly generation: number;
  /** The table of contents (`llms.txt`) of the build being read. */
  readonly toc: SiteToc;
  /** Its pages in order, and their routes: made once per build, since every request reads them. */
  readonly pages: TocPage[];
  readonly routes: Set<string>;
  /** A file's text, by path below the site's base; throws `MissingFileError`. */
  text(file: string): Promise<string>;
  json<T>(file: string): Promise<T>;
  /** Reads the manifest again when due; if the build changed, forgets every file and reads the table of contents again. */
  refresh(): Promise<void>;
  /** The page URL of a route: `/cli/usage` → `https://airy.co/docs/core/cli/usage/`. */
  pageUrl(route: string): string;
}

export interface SiteOptions {
  /** `out/` or a deployment's URL. */
  site: string;
  /** The address to name pages by when `site` is a folder; default: the one the build wrote into `llms.txt`. */
  url?: string;
}

async function required(source: SiteSource, file: string): Promise<string> {
  try {
    return await source.text(file);
  } catch (error) {
    if (error instanceof MissingFileError) {
      throw new NotASiteError(`${source.label} is not a built docs site: it has no ${file} (build it with \`npm run build\`, or name the folder or URL the build was deployed to)`);
    }
    throw error;
  }
}

/** The table of contents of `source`, checked to be one this build writes, with its pages and routes. */
async function readToc(source: SiteSource): Promise<Pick<DocsSite, 'toc' | 'pages' | 'routes'>> {
  const toc = parseLlmsTxt(await required(source, 'llms.txt'));
  if (!toc) throw new NotASiteError(`${source.label}llms.txt is not the one this docs build writes (it names no llms-full.txt)`);
  const pages = tocPages(toc);
  return { toc, pages, routes: new Set(pages.map((page) => page.route)) };
}

/**
 * Opens the site, checking it is one, with one read of `llms.txt` and of the manifest: throws
 * `UnreachableSiteError` or `NotASiteError` with one sentence.
 */
export async function openSite(options: SiteOptions): Promise<DocsSite> {
  const source = openSource(options.site);
  let contents = await readToc(source);
  let manifest = JSON.parse(await required(source, MANIFEST_FILE)) as SearchManifest;
  const address = siteAddressOf(options.url ?? source.url ?? contents.toc.root);
  const root = siteRootUrl(address);
  const files = new Map<string, Promise<unknown>>();
  let checkedAt = Date.now();
  let generation = 1;

  /** The file as `read` makes it, kept under `key`; a failed read is not kept. */
  const kept = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let found = files.get(key) as Promise<T> | undefined;
    if (found) {
      files.delete(key);
    } else {
      found = read();
      found.catch(() => files.delete(key));
      if (files.size >= CACHE_FILES) files.delete(files.keys().next().value!);
    }
    files.set(key, found);
    return found;
  };
  const json = <T>(file: string) => kept(`json:${file}`, async () => JSON.parse(await source.text(file)) as T);
  // The search engine asks for the manifest first: it is the one already read.
  const keepManifest = () => files.set(`json:${MANIFEST_FILE}`, Promise.resolve(manifest));
  keepManifest();

  return {
    source,
    root,
    address,
    get generation() {
      return generation;
    },
    get toc() {
      return contents.toc;
    },
    get pages() {
      return contents.pages;
    },
    get routes() {
      return contents.routes;
    },
    text: (file: string) => kept(file, () => source.text(file)),
    json,
    async refresh() {
      if (source.url && Date.now() - checkedAt < RECHECK_MS) return;
      checkedAt = Date.now();
      const latest = JSON.parse(await source.text(MANIFEST_FILE)) as SearchManifest;
      if (latest.build === manifest.build) return;
      contents = await readToc(source);
      manifest = latest;
      files.clear();
      keepManifest();
      generation += 1;
    },
    pageUrl: (route: string) => canonicalUrl(address, route),
  };
}
