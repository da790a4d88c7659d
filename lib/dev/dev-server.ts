/**
 * The dev server in front of `next dev`: it answers, from the dev site's model, every file the
 * export pass would write (each body as `ROUTE/index.body.txt`, Markdown copies, llms files,
 * sitemap, sidebar sections, the OpenAPI document, the search index, the script loader), finishes
 * each doc page Next renders as the export does (`assembleNextPage`: policy, loader, body in its
 * slot; dev adds only its update script and what its runtime needs in the policy), sends the open pages
 * an event when content changes or has problems (`/__docs/events`, server-sent events), and passes
 * everything else, hot reload included, on to `next dev`. Until Next has served a page in this
 * session, a page and the static files it loads come from what the last session kept of Next's
 * answers when Next's inputs are the same (`replay.ts`); the server keeps Next's answers for the
 * next start as they pass.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { DEV_EVENTS_PATH, DEV_RELOAD_EVENT, DEV_REPLAYED_HEADER, DEV_STATUS_PATH, SEARCH_INDEX_DIR } from '../constants';
import { loaderFileName } from '../export/defer-scripts';
import { assembleNextPage, type DevAdditions } from '../export/page';
import { createSearchIndexWriter } from '../export/search-index';
import { NextContractError } from '../next-contract';
import { SCRIPT_LOADER } from '../script-loader';
import { pageToIndex } from '../search/index-meta';
import { indexSidebar } from '../sidebar';
import { bodyUrl, fileUrl, pageUrl, pathBelowBase, routeOfPath, SITE_FILE_PATHS, withTrailingSlash } from '../urls';
import type { DevSite, DevUpdate } from './dev-site';
import { earlyUpdatesScript, type EarlyUpdatesOptions } from './early-updates';
import { looksLikePage, notFoundBody, withNotFoundTitle } from './not-found';
import { staticFilesIn, type Replay } from './replay';
import { forward, forwardUpgrade } from './proxy';


const TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
};

/** The script loader, at the path the export writes it to. */
const LOADER_FILE = loaderFileName();

function send(res: ServerResponse, status: number, text: string | Buffer, path: string) {
  const extension = path.split('.').pop() ?? 'txt';
  res.writeHead(status, { 'content-type': TYPES[extension] ?? TYPES.txt, 'cache-control': 'no-store' });
  res.end(text);
}

export interface DevServerOptions {
  port: number;
  /** The address to listen on (`localhost`: this machine only). */
  host: string;
  /** Where `next dev` listens. */
  nextPort: number;
  /** `/` or `/docs/core/`. */
  basePath: string;
  site: DevSite;
  /** A folder for the search index, built on first use and after each change. */
  searchDir: string;
  /** Whether a rebuild is waiting or running (answered at `/__docs/status`, for tests and tools). */
  busy: () => boolean;
  /** What the last session kept of Next's answers, and where this one keeps them (`replay.ts`); none: every page waits for Next. */
  replay?: Replay;
  /** Starts `next dev` if it has not started: called before anything is asked of it. */
  startNext: () => void;
}


/**
 * What dev adds to a doc page: its update script, listening for saves from the start and carrying
 * the content version the page shows (`early-updates.ts`; `components/dev/DevUpdates.tsx` takes
 * both over), and in the policy Next's hot-reload WebSocket, at the host the browser used
 * (assumption `dev-hot-reload-socket`).
 */
function devAdditions(req: IncomingMessage, early: EarlyUpdatesOptions): DevAdditions {
  return { headScript: earlyUpdatesScript(early), connect: req.headers.host ? [`ws://${req.headers.host}`] : [] };
}

/** The page shown instead of one whose HTML breaks the Next contract: the broken assumption, named. */
function contractErrorPage(error: NextContractError): string {
  const text = error.message.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Next contract broken</title></head><body><pre style="white-space:pre-wrap">${text}</pre></body></html>`;
}

/** Starts the dev server; answers how to tell the open pages about a rebuild. */
export function startDevServer(options: DevServerOptions) {
  const { site, basePath } = options;
  const listeners = new Set<ServerResponse>();
  let last: DevUpdate | null = null;
  let searchBuilt = -1;
  const { replay } = options;
  /** Whether Next has served a page in this session: from then on every answer is Next's own. */
  let live = false;
  /** Recordings of Next's answers under way (`/__docs/status` is busy until they end). */
  let keeping = 0;
  const staticPrefix = `${basePath.replace(/\/$/, '')}/_next/static/`;

  /** Passes a request on to Next, starting it first if need be (it then waits for Next to listen). */
  const toNext = (...args: Parameters<typeof forward>) => {
    options.startNext();
    forward(...args);
  };
  /** Asks Next for `path`, starting it first if need be and waiting up to 30 s for it to listen. */
  const askNext = async (path: string, headers: Record<string, string> = {}): Promise<Response | null> => {
    options.startNext();
    for (let tries = 0; tries < 300; tries += 1) {
      try {
        return await fetch(`http://127.0.0.1:${options.nextPort}${path}`, { headers });
      } catch {
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    return null;
  };
  const pageFromNext = (route: string) => askNext(pageUrl(basePath, route), { accept: 'text/html', 'accept-encoding': 'identity' });

  /** Keeps Next's page for `route`, and fetches from Next each static file it names that is not kept yet. */
  const keepPage = (route: string, html: string) => {
    if (!replay) return;
    replay.keepPage(route, html);
    void keepFiles(staticFilesIn(html, basePath));
  };
  const keepFiles = async (paths: string[]) => {
    if (!replay) return;
    keeping += 1;
    try {
      for (const path of replay.missing(paths)) {
        const answer = await askNext(path, { 'accept-encoding': 'identity' });
        if (!answer?.ok) continue;
        const type = answer.headers.get('content-type') ?? 'application/octet-stream';
        const body = Buffer.from(await answer.arrayBuffer());
        replay.keepFile(path, type, body);
        // A style sheet names its fonts and images.
        if (type.startsWith('text/css')) await keepFiles(staticFilesIn(body.toString('utf8'), basePath));
      }
    } finally {
      keeping -= 1;
    }
  };
  /** Asks Next for the page of each of `routes` and keeps it, unless Next's inputs change meanwhile. */
  const keepFromNext = (routes: string[]) => {
    if (!replay || !routes.length) return;
    const key = replay.key();
    keeping += 1;
    void (async () => {
      for (const route of routes) {
        const answer = await pageFromNext(route);
        if (answer?.ok && replay.key() === key) keepPage(route, await answer.text());
      }
    })().finally(() => (keeping -= 1));
  };
  /** A static file Next served, kept as it passes. */
  const keepServed = (path: string) => (replay ? (body: Buffer, type: string) => replay.keepFile(path, type, body) : undefined);

  /**
   * After a page from the replay: asks Next for the same page (which has it compile), keeps it, and
   * tells the open pages to load again if it names other static files than the kept one did.
   */
  let checking: Promise<void> | null = null;
  const checkReplayed = (route: string, kept: string) => {
    checking ??= (async () => {
      keeping += 1;
      try {
        const answer = await pageFromNext(route);
        if (!answer?.ok) return;
        const html = await answer.text();
        live = true;
        keepPage(route, html);
        if (staticFilesIn(html, basePath).join('\n') !== staticFilesIn(kept, basePath).join('\n')) {
          console.log('  Next compiled other files than the last session kept: the open pages load again.');
          for (const res of listeners) res.write(`event: ${DEV_RELOAD_EVENT}\ndata: {}\n\n`);
        }
      } finally {
        keeping -= 1;
      }
    })();
  };

  const buildSearchIndex = () => {
    const model = site.model();
    if (!model || searchBuilt === last?.version) return;
    rmSync(options.searchDir, { recursive: true, force: true });
    mkdirSync(options.searchDir, { recursive: true });
    const writer = createSearchIndexWriter(options.searchDir);
    const sidebar = indexSidebar(model.sidebar);
    for (const doc of model.docs) {
      writer.add(pageToIndex({ ...doc, url: withTrailingSlash(doc.route) }, sidebar.branch.get(doc.route) ?? [], site.page(doc.route)?.search ?? []));
    }
    writer.finish();
    searchBuilt = last?.version ?? 0;
  };

  /** Answers a file the export pass would write, or false to pass the request on. */
  const answerFromModel = (path: string, res: ServerResponse): boolean => {
    if (path === DEV_STATUS_PATH) {
      send(res, 200, JSON.stringify({ version: last?.version ?? 0, busy: options.busy() || keeping > 0 }), 'status.json');
      return true;
    }
    if (path === DEV_EVENTS_PATH) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
      if (last) res.write(`data: ${JSON.stringify(last)}\n\n`);
      listeners.add(res);
      res.on('close', () => listeners.delete(res));
      return true;
    }
    if (path.endsWith('index.body.txt')) {
      void site.pageSoon(routeOfPath(path.slice(0, -'index.body.txt'.length))).then((page) => send(res, page ? 200 : 404, page?.body ?? 'No such page.', path));
      return true;
    }
    if (path.endsWith('.md')) {
      const route = path === 'index.md' ? '/' : routeOfPath(path.slice(0, -3));
      const doc = site.model()?.docs.find((entry) => entry.route === route);
      const page = site.page(route);
      send(res, page && doc ? 200 : 404, page && doc ? `# ${doc.title}\n\n${page.markdown}` : 'No such page.', path);
      return true;
    }
    if (path.startsWith(`${SEARCH_INDEX_DIR}/`)) {
      buildSearchIndex();
      try {
        send(res, 200, readFileSync(join(options.searchDir, path.slice(SEARCH_INDEX_DIR.length + 1))), path);
      } catch {
        send(res, 404, 'No such file.', path);
      }
      return true;
    }
    if (path === LOADER_FILE) {
      send(res, 200, SCRIPT_LOADER, path);
      return true;
    }
    const file = site.files().get(path);
    if (file === undefined) return false;
    send(res, 200, file, path);
    return true;
  };

  /** Requests being answered, the open pages' event streams left out. */
  let answering = 0;

  /** Resolves once no request has been open for `settleMs`, or after `limitMs`. */
  const quiet = async (settleMs = 300, limitMs = 5_000): Promise<void> => {
    const until = performance.now() + limitMs;
    let quietSince = performance.now();
    while (performance.now() < until) {
      if (answering > 0) quietSince = performance.now();
      else if (performance.now() - quietSince >= settleMs) return;
      await new Promise((done) => setTimeout(done, 50));
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://dev');
    const path = decodeURIComponent(url.pathname);
    if (!path.endsWith(DEV_EVENTS_PATH)) {
      answering += 1;
      res.once('close', () => (answering -= 1));
    }
    const inside = pathBelowBase(basePath, path);
    if (req.method === 'GET' && inside !== null && answerFromModel(inside, res)) return;
    if (req.method === 'GET' && replay && url.pathname.startsWith(staticPrefix)) return serveStatic(req, res, url.pathname);
    const route = inside === null ? null : routeOfPath(inside);
    if (route === null || req.method !== 'GET') return toNext(req, res, options.nextPort);
    void site.pageSoon(route).then((page) => servePage(req, res, path, route, page));
  });

  /**
   * A doc page from Next, finished as the export finishes it, with the dev head script and the
   * dev policy (Next's own error pages as they are); the not-found page for a path that is no page.
   */
  const servePage = (req: IncomingMessage, res: ServerResponse, path: string, route: string, page: { body: string } | null) => {
    if (!page && looksLikePage(pathBelowBase(basePath, path) ?? path) && !SITE_FILE_PATHS.includes(route)) return void serveNotFound(req, res, route);
    if (!page) return toNext(req, res, options.nextPort);
    const kept = live ? null : (replay?.page(route, basePath) ?? null);
    if (kept !== null) {
      const html = finishForDev(req, kept, path, route, page.body);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', [DEV_REPLAYED_HEADER]: '1' });
      res.end(html);
      // Next starts once the page and its files have gone out (`startNext` in scripts/dev.ts), and compiles it.
      void quiet(300, 2_000).then(() => checkReplayed(route, kept));
      return;
    }
    toNext(req, res, options.nextPort, (html, status) => {
      if (status !== 200) return html; // Next's own error page (assumption `dev-error-pages`).
      live = true;
      keepPage(route, html);
      return finishForDev(req, html, path, route, page.body);
    });
  };
  /** A file under `/_next/static/`: kept from the last session until Next serves pages, from Next (and kept) after. */
  const serveStatic = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const kept = live ? null : replay!.file(path);
    if (!kept) return toNext(req, res, options.nextPort, undefined, keepServed(path));
    res.writeHead(200, { 'content-type': kept.type, 'cache-control': 'no-store' });
    res.end(kept.body);
  };
  /** Next's page finished as the export finishes it, plus what dev adds; a contract break, named. */
  const finishForDev = (req: IncomingMessage, html: string, path: string, route: string, body: string) => {
    const early = { eventsUrl: fileUrl(basePath, DEV_EVENTS_PATH), route, bodySrc: bodyUrl(basePath, route), version: last?.version ?? 0 };
    const finish = { config: site.config(), body, endpoints: site.endpoints(route), loaderSrc: fileUrl(basePath, LOADER_FILE), dev: devAdditions(req, early) };
    try {
      return assembleNextPage(html, path, finish).html;
    } catch (error) {
      if (!(error instanceof NextContractError)) throw error;
      console.error(`  ${error.message}`);
      return contractErrorPage(error);
    }
  };
  /** The home page as Next renders it, finished with the not-found content in its body slot. */
  const serveNotFound = async (req: IncomingMessage, res: ServerResponse, route: string) => {
    const home = site.model()?.home ?? '/';
    const docs = site.model()?.docs ?? [];
    try {
      const homeUrl = pageUrl(basePath, home);
      const answer = await askNext(homeUrl);
      if (!answer) throw new Error('next dev did not start');
      const html = await answer.text();
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(withNotFoundTitle(finishForDev(req, html, homeUrl, route, notFoundBody(route, basePath, home, docs))));
    } catch {
      if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`No page has the route ${route}.`);
    }
  };
  server.on('upgrade', (req, socket, head) => {
    options.startNext();
    forwardUpgrade(req, socket, head, options.nextPort);
  });
  server.listen(options.port, options.host);

  return {
    /**
     * Resolves once no request has been open for `settleMs` (or after `limitMs`): the first model
     * blocks this process while it renders, and waits for the first page and its files to go out.
     */
    quiet,
    /** Next has served a page (its payload, say): from now on every answer is Next's own. */
    nextLive() {
      live = true;
    },
    /**
     * Next's inputs changed (`key`, `replayKey`): what was kept goes, and the pages kept so far are
     * asked of Next again (once it serves them) and kept for the next start.
     */
    rekeyReplay(key: string) {
      if (!replay || replay.key() === key) return;
      const routes = replay.routes();
      replay.rekey(key);
      keepFromNext(routes);
    },
    /** Tells every open page about a rebuild. */
    broadcast(update: DevUpdate) {
      last = update;
      for (const res of listeners) res.write(`data: ${JSON.stringify(update)}\n\n`);
    },
    close: () => server.close(),
  };
}
