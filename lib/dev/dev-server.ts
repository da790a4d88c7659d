/**
 * The dev server in front of `next dev`: it answers, from the dev site's model, every file the
 * export pass would write (each body as `ROUTE/index.body.txt`, Markdown copies, llms files,
 * sitemap, sidebar sections, the OpenAPI document, the search index), puts each doc's body into
 * the page Next renders (so a page reads as it will ship, JavaScript or not), sends the open pages
 * an event when content changes or has problems (`/__docs/events`, server-sent events), and passes
 * everything else, hot reload included, on to `next dev`.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { DEV_EVENTS_PATH, DEV_STATUS_PATH, SEARCH_INDEX_DIR } from '../constants';
import { createSearchIndexWriter } from '../export/search-index';
import { findBodySlot } from '../next-contract';
import { searchBreadcrumb } from '../search/index-meta';
import { indexSidebar } from '../sidebar';
import { bodyUrl, pageUrl, SITE_FILE_PATHS, withTrailingSlash } from '../urls';
import type { DevSite, DevUpdate } from './dev-site';
import { earlyUpdatesScript, type EarlyUpdatesOptions } from './early-updates';
import { asNotFoundPage, looksLikePage, notFoundBody } from './not-found';
import { forward, forwardUpgrade } from './proxy';


const TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
};

function send(res: ServerResponse, status: number, text: string | Buffer, path: string) {
  const extension = path.split('.').pop() ?? 'txt';
  res.writeHead(status, { 'content-type': TYPES[extension] ?? TYPES.txt, 'cache-control': 'no-store' });
  res.end(text);
}

/** The route a request path names once the base path is taken off (`cli/usage/` → `/cli/usage`). */
function routeOf(path: string): string {
  return `/${path.replace(/\/+$/, '')}`.replace(/^\/+$/, '/');
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
}

/**
 * A doc page as served in dev: listening for saves from the start, and carrying the content
 * version it shows (`early-updates.ts`; `components/dev/DevUpdates.tsx` takes both over).
 */
export function withDevHead(html: string, early: EarlyUpdatesOptions): string {
  // At the end of <head>: React hydrates the head's own elements in order and skips one it did not render.
  return html.replace('</head>', `<script>${earlyUpdatesScript(early)}</script></head>`);
}

/** Starts the dev server; answers how to tell the open pages about a rebuild. */
export function startDevServer(options: DevServerOptions) {
  const { site, basePath } = options;
  const listeners = new Set<ServerResponse>();
  let last: DevUpdate | null = null;
  let searchBuilt = -1;

  const buildSearchIndex = () => {
    const model = site.model();
    if (!model || searchBuilt === last?.version) return;
    rmSync(options.searchDir, { recursive: true, force: true });
    mkdirSync(options.searchDir, { recursive: true });
    const writer = createSearchIndexWriter(options.searchDir);
    const sidebar = indexSidebar(model.sidebar);
    for (const doc of model.docs) {
      const breadcrumb = searchBreadcrumb(sidebar.branch.get(doc.route) ?? []);
      writer.add({ url: withTrailingSlash(doc.route), title: doc.title, breadcrumb, events: site.page(doc.route)?.search ?? [] });
    }
    writer.finish();
    searchBuilt = last?.version ?? 0;
  };

  /** Answers a file the export pass would write, or false to pass the request on. */
  const answerFromModel = (path: string, res: ServerResponse): boolean => {
    if (path === DEV_STATUS_PATH) {
      send(res, 200, JSON.stringify({ version: last?.version ?? 0, busy: options.busy() }), 'status.json');
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
      void site.pageSoon(routeOf(path.slice(0, -'index.body.txt'.length))).then((page) => send(res, page ? 200 : 404, page?.body ?? 'No such page.', path));
      return true;
    }
    if (path.endsWith('.md')) {
      const route = path === 'index.md' ? '/' : routeOf(path.slice(0, -3));
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
    const file = site.files().get(path);
    if (file === undefined) return false;
    send(res, 200, file, path);
    return true;
  };

  /** Requests being answered, the open pages' event streams left out. */
  let answering = 0;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://dev');
    const path = decodeURIComponent(url.pathname);
    if (!path.endsWith(DEV_EVENTS_PATH)) {
      answering += 1;
      res.once('close', () => (answering -= 1));
    }
    const inside = path.startsWith(basePath) ? path.slice(basePath.length) : null;
    if (req.method === 'GET' && inside !== null && answerFromModel(inside, res)) return;
    const route = inside === null ? null : routeOf(inside);
    if (route === null || req.method !== 'GET') return forward(req, res, options.nextPort);
    void site.pageSoon(route).then((page) => servePage(req, res, path, route, page));
  });

  /** A page from Next with the doc's body in its slot; the not-found page for a path that is no page. */
  const servePage = (req: IncomingMessage, res: ServerResponse, path: string, route: string, page: { body: string } | null) => {
    if (!page && looksLikePage(path.slice(basePath.length)) && !SITE_FILE_PATHS.includes(route)) return void serveNotFound(res, route);
    if (!page) return forward(req, res, options.nextPort);
    forward(req, res, options.nextPort, (html) => {
      try {
        const at = findBodySlot(html, path);
        const early = { eventsUrl: `${basePath}${DEV_EVENTS_PATH}`, route, bodySrc: bodyUrl(basePath, route), version: last?.version ?? 0 };
        return withDevHead(html.slice(0, at) + page.body + html.slice(at), early);
      } catch {
        return html;
      }
    });
  };
  const serveNotFound = async (res: ServerResponse, route: string) => {
    const home = site.model()?.home ?? '/';
    const docs = site.model()?.docs ?? [];
    try {
      const html = await (await fetch(`http://127.0.0.1:${options.nextPort}${pageUrl(basePath, home)}`)).text();
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(asNotFoundPage(html, findBodySlot(html, home), notFoundBody(route, basePath, home, docs)));
    } catch {
      if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`No page has the route ${route}.`);
    }
  };
  server.on('upgrade', (req, socket, head) => forwardUpgrade(req, socket, head, options.nextPort));
  server.listen(options.port, options.host);

  return {
    /**
     * Resolves once no request has been open for `settleMs` (or after `limitMs`): the first model
     * blocks this process while it renders, and waits for the first page and its files to go out.
     */
    async quiet(settleMs = 300, limitMs = 5_000): Promise<void> {
      const until = performance.now() + limitMs;
      let quietSince = performance.now();
      while (performance.now() < until) {
        if (answering > 0) quietSince = performance.now();
        else if (performance.now() - quietSince >= settleMs) return;
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    /** Tells every open page about a rebuild. */
    broadcast(update: DevUpdate) {
      last = update;
      for (const res of listeners) res.write(`data: ${JSON.stringify(update)}\n\n`);
    },
    close: () => server.close(),
  };
}
