/**
 * The export pass: after `next build`, one pass over `out/` finishes the site from the model.
 * Each exported page is read once, finished once (`finishPage`) and written once; everything
 * else the site serves besides Next's files (bodies, Markdown copies, llms files, sitemap,
 * robots, search index, sidebar sections, the OpenAPI document, Netlify files, the script loader)
 * is written from the model. Next's output is read only through `lib/next-contract/`.
 *
 * Incremental: when `next build` was skipped (nothing it reads changed), `out/` still holds the
 * last build, so only the pages whose body changed are finished again, from Next's own copy of
 * their frame, and the files made from the whole model are written again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bodySettings, renderBody, type BodySettings } from '../body/render-body';
import { SEARCH_INDEX_DIR } from '../constants';
import { checkPayloadInExport, isSegmentFile, NEXT_ASSUMPTIONS, NextContractError, prerenderedFrameFile } from '../next-contract';
import { DOCUMENT_FILE } from '../openapi';
import { yamlWithAddedIn } from '../openapi/added-in';
import { getRouteData } from '../route-data';
import { SCRIPT_LOADER } from '../script-loader';
import { pageToIndex } from '../search/index-meta';
import { indexSidebar, type SidebarNode } from '../sidebar';
import { assemblePage, pageHasEndpoints, pageSearch, type AssembledPage, type DocEntry, type SiteModel } from '../site/model';
import { planPages, type PagePlan } from '../site/page-plan';
import { BODY_FILE, markdownFile, pageFile, pathBelowBase, sidebarSectionFile, withTrailingSlash } from '../urls';
import { withCompileHint } from './defer-scripts';
import { findBrokenFrameLinks, linksIn, type BrokenLink } from './frame-links';
import { buildLlmsFullTxt, buildLlmsTxt, docsInReadingOrder, fullTextPage, type LlmsOpenApi } from './llms';
import { netlifyHeaders, netlifyRedirects } from './netlify';
import { PageWriter } from './page-writer';
import { createSearchIndexWriter } from './search-index';
import { buildRobots, buildSitemap } from './sitemap';
import { stampFlight, stampHtml } from './stamp';
import { keptTemplates, takeTemplates, type KeptTemplates, type TemplatePage } from './templates';

/** What a finished export holds: a key of each page (by file) and of the search index's input, and the template pages it kept. */
export interface ExportRecord {
  pages: Record<string, string>;
  search?: string;
  templates: KeptTemplates;
}

/** How to finish: after a fresh `next build`, or again over the last export. */
type ExportMode = { kind: 'fresh' } | { kind: 'again'; previous: ExportRecord; framesDir: string };

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

/** Times the pass's phases, for `bench/`. */
function phaseTimer() {
  const phases: Record<string, number> = {};
  let mark = performance.now();
  return {
    phases,
    /** Ends the phase `name` (the time since the last phase ended is added to it). */
    end(name: string) {
      const now = performance.now();
      phases[name] = (phases[name] ?? 0) + now - mark;
      mark = now;
    },
  };
}

/** Finishes the site in `outDir` from the model. */
export async function exportSite(model: SiteModel, outDir: string, options: ExportOptions = {}): Promise<ExportReport> {
  const mode = options.mode ?? { kind: 'fresh' };
  const fresh = mode.kind === 'fresh';
  const plan = options.plan ?? planPages(model.docs, false);
  const timer = phaseTimer();
  const output = listOutput(outDir);
  if (fresh && !output.segmentFiles) throw new NextContractError(NEXT_ASSUMPTIONS.segmentFiles, outDir, 'no __next.*.txt file in the whole export');
  if (fresh && !output.files.has('404.html')) throw new NextContractError(NEXT_ASSUMPTIONS.notFoundPage, outDir, 'no 404.html');
  const templatesDir = options.templatesDir ?? '';
  const { pages: templates, kept } = fresh
    ? takeTemplates(plan, outDir, output.files, templatesDir, model.config.basePath)
    : { pages: keptTemplates(plan, templatesDir, mode.previous.templates), kept: mode.previous.templates };
  timer.end('listing and pruning');

  const out = new PageWriter(outDir, model.config);
  const sidebar = indexSidebar(model.sidebar);
  const record: ExportRecord = { pages: {}, search: searchKeyOf(model, sidebar), templates: kept };
  // The search index is written again only when what it indexes changed (what `pageToIndex`
  // takes of each doc): on a big site it is thousands of files.
  const searchDir = join(outDir, SEARCH_INDEX_DIR);
  const search = fresh || mode.previous.search !== record.search || !existsSync(searchDir) ? createSearchIndexWriter(searchDir, out.writeAt) : null;
  const markdownPages = new Map<string, string>();
  const settings = bodySettings(model.config);
  const pass: DocPass = { model, out, mode, plan, templates, nextFiles: output.files, settings, settingsKey: JSON.stringify(settings) };
  for (const doc of model.docs) {
    await out.room();
    const page = exportDoc(pass, doc, record);
    markdownPages.set(doc.route, page.markdown);
    search?.add(pageToIndex({ ...doc, url: withTrailingSlash(doc.route) }, sidebar.branch.get(doc.route) ?? [], page.search));
  }
  if (fresh) finishNextPages(model, out, output.files);
  await out.idle();
  timer.end('pages');
  const index = search?.finish() ?? { pages: model.docs.length };
  timer.end('search index');
  for (const [path, text] of siteFiles(model, markdownPages)) out.write(path, text);
  await out.idle();
  timer.end('site files');
  // Next's part of a page changes only with a fresh `next build`, and is checked then; a body's links whenever it is written.
  const brokenLinks = findBrokenFrameLinks(out.frameLinks, new Set([...output.files, ...out.written]), model);
  timer.end('frame link check');
  return { pages: out.finished, prunedBytes: output.prunedBytes, searchPages: index.pages, brokenLinks, pageMs: out.pageMs, record, phases: timer.phases };
}

/** What every doc page of one pass is finished with. */
interface DocPass {
  model: SiteModel;
  out: PageWriter;
  mode: ExportMode;
  plan: PagePlan;
  templates: Map<string, TemplatePage>;
  /** The files `next build` wrote (after pruning), by path under the export. */
  nextFiles: Set<string>;
  settings: BodySettings;
  /** The settings as a key of the pages. */
  settingsKey: string;
}

/**
 * One doc's page, payload, body and Markdown copy, written unless the last build wrote them from
 * the same route data, content and settings (its key goes into `record`). Answers the doc's
 * Markdown copy and search text, which the whole-site files and the index need either way.
 */
function exportDoc(pass: DocPass, doc: DocEntry, record: ExportRecord): { markdown: string; search: AssembledPage['search'] } {
  const { model, out, mode, settings } = pass;
  const page = assemblePage(model.rendered, doc.id);
  const htmlFile = pageFile(doc.route, 'html');
  const markdown = `# ${doc.title}\n\n${page.markdown}`;
  const data = getRouteData(model, model.config, doc.route)!;
  const key = hashOf(pass.settingsKey, JSON.stringify(data), page.html, markdown);
  record.pages[htmlFile] = key;
  if (mode.kind === 'again' && mode.previous.pages[htmlFile] === key) return { markdown, search: page.search };

  const [before, after] = renderBody(data, CONTENT_PLACE, settings).split(CONTENT_PLACE);
  const body = before + page.html + after;
  const links = linksIn(before + after);
  links.push(...out.finish(htmlFile, docPageFrame(pass, doc), body, pageHasEndpoints(model.rendered, doc.id)));
  out.write(pageFile(doc.route, 'body'), body);
  out.write(markdownFile(doc.route), markdown);
  out.frameLinks.set(htmlFile, links.join('\n'));
  return { markdown, search: page.search };
}

/**
 * The page Next rendered for a doc, before it is finished: its template's, stamped with the doc
 * (the payload is written here too), or Next's own (in `out/`, or Next's copy when it did not run).
 */
function docPageFrame(pass: DocPass, doc: DocEntry): string {
  const { model, out, mode, plan, templates } = pass;
  const htmlFile = pageFile(doc.route, 'html');
  const template = plan.templateOf.get(doc.route);
  if (template) {
    const page = templates.get(template.segment)!;
    out.write(pageFile(doc.route, 'payload'), stampFlight(page.payload, template, doc, model.config, pageFile(doc.route, 'payload')));
    return stampHtml(page.html, template, doc, model.config, htmlFile);
  }
  if (mode.kind === 'fresh') checkPayload(out.outDir, pass.nextFiles, doc.route, model.config.basePath);
  const path = mode.kind === 'fresh' ? join(out.outDir, htmlFile) : join(mode.framesDir, prerenderedFrameFile(doc.route));
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new NextContractError(mode.kind === 'fresh' ? NEXT_ASSUMPTIONS.pageHtml : NEXT_ASSUMPTIONS.prerenderedFrame, path, 'no such file');
  }
}

/** After a fresh `next build`: its pages that are not docs (home, search, 404), the startup chunks with the compile hint, the loader. */
function finishNextPages(model: SiteModel, out: PageWriter, nextFiles: Set<string>) {
  const docFiles = new Set(model.docs.map((doc) => pageFile(doc.route, 'html')));
  for (const file of nextFiles) {
    if (file.endsWith('.html') && !docFiles.has(file)) out.frameLinks.set(file, out.finish(file, readFileSync(join(out.outDir, file), 'utf8'), null).join('\n'));
  }
  for (const src of out.chunks) {
    const file = pathBelowBase(model.config.basePath, src) ?? src;
    out.write(file, withCompileHint(readFileSync(join(out.outDir, file), 'utf8')));
  }
  out.write(out.loader, SCRIPT_LOADER);
}

/** A key of everything the search index is made from. */
function searchKeyOf(model: SiteModel, sidebar: ReturnType<typeof indexSidebar>): string {
  const hash = createHash('sha256');
  for (const doc of model.docs) {
    hash.update(`${JSON.stringify(pageToIndex({ ...doc, url: withTrailingSlash(doc.route) }, sidebar.branch.get(doc.route) ?? [], pageSearch(model.rendered, doc.id)))}\0`);
  }
  return hash.digest('base64url');
}

/** Where a page's content goes in its body while the links of the rest are read. */
const CONTENT_PLACE = '\u0000content\u0000';

/** A doc page's payload must name its body file, and the chunks it names must be in the export. */
function checkPayload(outDir: string, files: Set<string>, route: string, basePath: string) {
  const payloadFile = pageFile(route, 'payload');
  if (!files.has(payloadFile)) throw new NextContractError(NEXT_ASSUMPTIONS.pagePayload, payloadFile, 'no such file');
  checkPayloadInExport(readFileSync(join(outDir, payloadFile), 'utf8'), payloadFile, BODY_FILE, files, basePath);
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
    files.set('openapi.yaml', yamlWithAddedIn(readFileSync(join(model.contentDir, DOCUMENT_FILE), 'utf8'), model.openapi.data));
  }
  return files;
}
