/**
 * The export pass: after `next build`, one pass over `out/` finishes the site from the model.
 * Each exported page is read once, finished once (`finishPage`) and written once; everything
 * else the site serves besides Next's files (bodies, Markdown copies, llms files, sitemap,
 * robots, search index, sidebar sections, the OpenAPI document, Netlify files, the script loader)
 * is written from the model. Next's output is read only through `lib/next-contract.ts`.
 *
 * Incremental: when `next build` was skipped (nothing it reads changed), `out/` still holds the
 * last build, so only the pages whose body changed are finished again, from Next's own copy of
 * their frame, and the files made from the whole model are written again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_INDEX_DIR } from '../constants';
import {
  isSegmentFile,
  NEXT_ASSUMPTIONS,
  NextContractError,
  prerenderedFrameFile,
  readFrame,
  readPayload,
} from '../next-contract';
import { DOCUMENT_FILE } from '../openapi';
import { SCRIPT_LOADER } from '../script-loader';
import { searchBreadcrumb } from '../search/index-meta';
import { indexSidebar, type SidebarNode } from '../sidebar';
import { assemblePage, pageHasEndpoints, pageSearch, type AssembledPage, type SiteModel } from '../site/model';
import { BODY_FILE, markdownFile, pageFile, sidebarSectionFile, withTrailingSlash } from '../urls';
import { bodySettings, renderBody } from '../body/render-body';
import { getRouteData } from '../route-data';
import { contentSecurityPolicy, policyMetaTag, scriptHash } from './csp';
import { loaderFileName, loaderTag, withCompileHint } from './defer-scripts';
import { findBrokenFrameLinks, linksIn, type BrokenLink } from './frame-links';
import { stampFlight, stampHtml } from './stamp';
import { keptTemplates, takeTemplates } from './templates';
import { planPages, type PagePlan } from '../site/page-plan';
import { buildLlmsFullTxt, buildLlmsTxt, docsInReadingOrder, fullTextPage, type LlmsOpenApi } from './llms';
import { netlifyHeaders, netlifyRedirects } from './netlify';
import { finishPage, startupSources } from './page';
import { backgroundWrites } from './background-writes';
import { createSearchIndexWriter } from './search-index';
import { buildRobots, buildSitemap } from './sitemap';

/** What a finished export holds: a key of each page (by file) and of the search index's input. */
export interface ExportRecord {
  pages: Record<string, string>;
  search?: string;
}

/** How to finish: after a fresh `next build`, or again over the last export. */
export type ExportMode = { kind: 'fresh' } | { kind: 'again'; previous: ExportRecord; framesDir: string };

/** What the pass did, for the build log and the next incremental build. */
export interface ExportReport {
  /** Pages finished this time. */
  pages: number;
  /** Bytes of router prefetch files deleted. */
  prunedBytes: number;
  searchPages: number;
  brokenLinks: BrokenLink[];
  /** Milliseconds spent finishing pages (read, splice, write), for `bench/`. */
  pageMs: number;
  /** Milliseconds by phase of the pass, for `bench/`. */
  phases: Record<string, number>;
  record: ExportRecord;
}

/** Every file under `dir` (paths relative to it, `/`-separated); deletes the router's segment files on the way. */
function listOutput(dir: string): { files: Set<string>; prunedBytes: number; segmentFiles: number } {
  const files = new Set<string>();
  let prunedBytes = 0;
  let segmentFiles = 0;
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const { name } = entry;
      const path = join(folder, name);
      if (entry.isDirectory()) walk(path, `${prefix}${name}/`);
      else if (isSegmentFile(name)) {
        prunedBytes += statSync(path).size;
        segmentFiles += 1;
        rmSync(path);
      } else files.add(`${prefix}${name}`);
    }
  };
  walk(dir, '');
  return { files, prunedBytes, segmentFiles };
}

const hashOf = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('base64url').slice(0, 22);

/** How to finish, and which doc pages Next rendered (the others come from its templates, kept in `templatesDir`). */
export interface ExportOptions {
  mode?: ExportMode;
  plan?: PagePlan;
  templatesDir?: string;
}

/** Finishes the site in `outDir` from the model. */
export async function exportSite(model: SiteModel, outDir: string, options: ExportOptions = {}): Promise<ExportReport> {
  const { config } = model;
  const mode = options.mode ?? { kind: 'fresh' };
  const plan = options.plan ?? planPages(model.docs, false);
  const templatesDir = options.templatesDir ?? '';
  const fresh = mode.kind === 'fresh';
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = (phases[name] ?? 0) + now - mark;
    mark = now;
  };
  const output = listOutput(outDir);
  if (fresh && !output.segmentFiles) throw new NextContractError(NEXT_ASSUMPTIONS.segmentFiles, outDir, 'no __next.*.txt file in the whole export');
  if (fresh && !output.files.has('404.html')) throw new NextContractError(NEXT_ASSUMPTIONS.notFoundPage, outDir, 'no 404.html');
  const templates = fresh ? takeTemplates(plan, outDir, output.files, templatesDir, config.basePath) : keptTemplates(plan, templatesDir);
  phase('listing and pruning');
  const written = new Set<string>();
  const files = backgroundWrites();
  const write = (path: string, text: string | Buffer) => {
    files.write(join(outDir, path), text);
    written.add(path);
  };

  const loader = loaderFileName();
  const policyTag = (endpoints: boolean) => (scripts: string[]) => policyMetaTag(contentSecurityPolicy(scripts.map(scriptHash), config, { endpoints }));
  const chunks = new Set<string>();
  /**
   * Each page's links outside its content, one per line: one new string per page, so that no
   * substring of a page's HTML (and with it the whole page) stays in memory until the link check.
   */
  const frameLinks = new Map<string, string>();
  let finished = 0;
  let pageMs = 0;
  /** Finishes one page from the page Next rendered (or its template's, stamped); answers its links. */
  const finish = (file: string, html: string, body: string | null, endpoints = false): string[] => {
    const started = performance.now();
    const anchors = readFrame(html, file, body !== null);
    const sources = startupSources(anchors);
    sources.forEach((src) => chunks.add(src));
    write(file, finishPage(html, anchors, { body, loader: loaderTag(config.basePath + loader, sources), policyTag: policyTag(endpoints) }));
    pageMs += performance.now() - started;
    finished += 1;
    return anchors.links;
  };
  /** The page Next rendered for a route: in `out/`, or Next's own copy when it did not run. */
  const renderedPage = (route: string, file: string): string => {
    const path = fresh ? join(outDir, file) : join(mode.framesDir, prerenderedFrameFile(route));
    try {
      return readFileSync(path, 'utf8');
    } catch {
      throw new NextContractError(fresh ? NEXT_ASSUMPTIONS.pageHtml : NEXT_ASSUMPTIONS.prerenderedFrame, path, 'no such file');
    }
  };

  const record: ExportRecord = { pages: {} };
  const sidebar = indexSidebar(model.sidebar);
  // The search index is written again only when what it indexes changed (each doc's address,
  // title, breadcrumb and text): on a big site it is thousands of files.
  const searchKey = searchKeyOf(model, sidebar);
  const search = fresh || mode.previous.search !== searchKey || !existsSync(join(outDir, SEARCH_INDEX_DIR)) ? createSearchIndexWriter(join(outDir, SEARCH_INDEX_DIR), files.write) : null;
  record.search = searchKey;
  const markdownPages = new Map<string, string>();
  const settings = bodySettings(config);
  const settingsKey = JSON.stringify(settings);
  for (const doc of model.docs) {
    await files.room();
    const page: AssembledPage = assemblePage(model.rendered, doc.id);
    const htmlFile = pageFile(doc.route, 'html');
    const markdown = `# ${doc.title}\n\n${page.markdown}`;
    const data = getRouteData(model, config, doc.route)!;
    // A body is written from its route data, its content and the settings: when they are as the
    // last build had them, so is the page, which is left as that build wrote it.
    const hash = hashOf(settingsKey, JSON.stringify(data), page.html, markdown);
    record.pages[htmlFile] = hash;
    markdownPages.set(doc.route, markdown);
    search?.add({ url: withTrailingSlash(doc.route), title: doc.title, breadcrumb: searchBreadcrumb(sidebar.branch.get(doc.route) ?? []), events: page.search });
    if (fresh || mode.previous.pages[htmlFile] !== hash) {
      const [before, after] = renderBody(data, CONTENT_PLACE, settings).split(CONTENT_PLACE);
      const body = before + page.html + after;
      const links = linksIn(before + after);
      const template = plan.templateOf.get(doc.route);
      const stamped = template && templates.get(template.segment)!;
      if (stamped) write(pageFile(doc.route, 'payload'), stampFlight(stamped.payload, template, doc, config, pageFile(doc.route, 'payload')));
      else if (fresh) checkPayload(outDir, output.files, doc.route, config.basePath);
      const html = stamped ? stampHtml(stamped.html, template, doc, config, htmlFile) : renderedPage(doc.route, htmlFile);
      links.push(...finish(htmlFile, html, body, pageHasEndpoints(model.rendered, doc.id)));
      write(pageFile(doc.route, 'body'), body);
      write(markdownFile(doc.route), markdown);
      frameLinks.set(htmlFile, links.join('\n'));
    }
  }
  if (fresh) {
    const docFiles = new Set(model.docs.map((doc) => pageFile(doc.route, 'html')));
    for (const file of output.files) if (file.endsWith('.html') && !docFiles.has(file)) frameLinks.set(file, finish(file, readFileSync(join(outDir, file), 'utf8'), null).join('\n'));
    for (const src of chunks) {
      const file = src.slice(config.basePath.length);
      write(file, withCompileHint(readFileSync(join(outDir, file), 'utf8')));
    }
    write(loader, SCRIPT_LOADER);
  }
  await files.idle();
  phase('pages');
  const index = search?.finish() ?? { pages: model.docs.length };
  phase('search index');
  for (const [path, text] of siteFiles(model, markdownPages)) write(path, text);
  await files.idle();
  phase('site files');
  // Next's part of a page changes only with a fresh `next build`, and is checked then; a body's links whenever it is written.
  const brokenLinks = findBrokenFrameLinks(frameLinks, new Set([...output.files, ...written]), model);
  phase('frame link check');
  return { pages: finished, prunedBytes: output.prunedBytes, searchPages: index.pages, brokenLinks, pageMs, record, phases };
}

/** A key of everything the search index is made from. */
function searchKeyOf(model: SiteModel, sidebar: ReturnType<typeof indexSidebar>): string {
  const hash = createHash('sha256');
  for (const doc of model.docs) {
    const breadcrumb = searchBreadcrumb(sidebar.branch.get(doc.route) ?? []);
    hash.update(`${doc.route}\0${doc.title}\0${breadcrumb}\0${JSON.stringify(pageSearch(model.rendered, doc.id))}\0`);
  }
  return hash.digest('base64url');
}

/** Where a page's content goes in its body while the links of the rest are read. */
const CONTENT_PLACE = '\u0000content\u0000';

/** A doc page's payload must name its body file, and the chunks it names must be in the export. */
function checkPayload(outDir: string, files: Set<string>, route: string, basePath: string) {
  const payloadFile = pageFile(route, 'payload');
  if (!files.has(payloadFile)) throw new NextContractError(NEXT_ASSUMPTIONS.pagePayload, payloadFile, 'no such file');
  for (const chunk of readPayload(readFileSync(join(outDir, payloadFile), 'utf8'), payloadFile, BODY_FILE)) {
    if (!chunk.startsWith(basePath) || !files.has(chunk.slice(basePath.length))) {
      throw new NextContractError(NEXT_ASSUMPTIONS.payloadChunks, payloadFile, `${chunk}, which is not in the export`);
    }
  }
}

/** The document's `info.title` and `info.summary`, as `llms.txt` names it. */
function openApiInfo(data: Record<string, unknown>): LlmsOpenApi {
  const info = (typeof data.info === 'object' && data.info !== null ? data.info : {}) as Record<string, unknown>;
  return { title: typeof info.title === 'string' ? info.title : 'API', summary: typeof info.summary === 'string' ? info.summary : undefined };
}

/** The sidebar's sections, each the file the sidebar loads when its category opens, by path. */
export function sidebarSectionFiles(sidebar: SidebarNode[]): Map<string, string> {
  return new Map(sidebar.flatMap((node) => (node.type === 'category' ? [[sidebarSectionFile(node.key), JSON.stringify(node.items ?? [])] as const] : [])));
}

/**
 * The files made from the whole model, by path under the export: llms files, sitemap, robots,
 * sidebar sections, Netlify's, the OpenAPI document. `markdownPages` holds each page's Markdown
 * copy by route. The dev server serves the same files from memory.
 */
export function siteFiles(model: SiteModel, markdownPages: Map<string, string>): Map<string, string> {
  const { config } = model;
  const files = new Map<string, string>();
  const ordered = docsInReadingOrder(model.docs, model.sidebar);
  files.set('llms.txt', buildLlmsTxt(model.docs, model.sidebar, config, model.openapi ? openApiInfo(model.openapi.data) : undefined));
  files.set('llms-full.txt', buildLlmsFullTxt(ordered.map((doc) => fullTextPage(markdownPages.get(doc.route)!, doc.route, config)), config));
  files.set('sitemap.xml', buildSitemap(model.docs, config));
  files.set('robots.txt', buildRobots(config));
  files.set('_headers', netlifyHeaders(config.basePath));
  files.set('_redirects', netlifyRedirects(config.basePath));
  for (const [path, text] of sidebarSectionFiles(model.sidebar)) files.set(path, text);
  if (model.openapi) {
    files.set('openapi.json', `${JSON.stringify(model.openapi.data, null, 2)}\n`);
    files.set('openapi.yaml', readFileSync(join(model.contentDir, DOCUMENT_FILE), 'utf8'));
  }
  return files;
}
