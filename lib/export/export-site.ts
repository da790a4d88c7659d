/**
 * The export pass: after `next build`, one pass over `out/` finishes the site from the model.
 * Each exported page is read once, finished once (`finishPage`) and written once; everything
 * else the site serves besides Next's files (bodies, Markdown copies, llms files, sitemap,
 * robots, search index, sidebar sections, the OpenAPI document, Netlify files, the script loader)
 * is written from the model. Next's output is read only through `lib/next-contract/`.
 *
 * Incremental: when `next build` was skipped (nothing it reads changed), `out/` still holds the
 * last build, so only the pages whose key changed are finished again, from their template or
 * Next's own copy of the page, and of every file made only those whose bytes changed are written
 * (`written-files.ts`; the search index keeps its own record). Files the last pass wrote that this
 * one no longer makes are removed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { bodySettings } from '../body/render-body';
import { SEARCH_INDEX_DIR } from '../constants';
import { isSegmentFile, NEXT_ASSUMPTIONS, NextContractError } from '../next-contract';
import { SCRIPT_LOADER } from '../script-loader';
import { pageToIndex } from '../search/index-meta';
import { indexSidebar } from '../sidebar';
import { pageSearch, type SiteModel } from '../site/model';
import { planPages, type PagePlan } from '../site/page-plan';
import { pageFile, pathBelowBase, withTrailingSlash } from '../urls';
import { withCompileHint } from './defer-scripts';
import { exportDoc, type DocPass } from './doc-pages';
import { findBrokenFrameLinks, type BrokenLink } from './frame-links';
import { PageWriter } from './page-writer';
import { createSearchIndexWriter, type SearchIndexRecord } from './search-index';
import { siteFiles } from './site-files';
import { keptTemplates, takeTemplates, type KeptTemplates } from './templates';
import type { FileHashes } from './written-files';

/** What a finished export holds, for the next incremental pass over it. */
export interface ExportRecord {
  /** A key of each doc page (its route data, content and settings), by its HTML file. */
  pages: Record<string, string>;
  /** Every file the pass wrote, by path under the export, as the hash of its bytes. */
  files: FileHashes;
  /** The files finished from Next's own output after a fresh `next build` (its other pages, the chunks, the loader): kept while Next is skipped. */
  fromNext: string[];
  /** A key of what the search index was made from, and the index's own record. */
  search: { key: string; index: SearchIndexRecord };
  templates: KeptTemplates;
}

/** How to finish: after a fresh `next build`, or again over the last export. */
type ExportMode = { kind: 'fresh' } | { kind: 'again'; previous: ExportRecord; framesDir: string };

/** What the pass did, for the build log and the next incremental build. */
export interface ExportReport {
  /** Pages finished this time. */
  pages: number;
  /** Files written this time (the others came out with the bytes they had), the search index's included. */
  filesWritten: number;
  /** Bytes of router prefetch files deleted. */
  prunedBytes: number;
  searchPages: number;
  brokenLinks: BrokenLink[];
  /** Milliseconds spent finishing pages (read, splice, hand-over), for `bench/`. */
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
  const previous = mode.kind === 'again' ? mode.previous : null;
  const plan = options.plan ?? planPages(model.docs, false);
  const timer = phaseTimer();
  // After a fresh `next build` every file of `out/` is listed (and the router's segment files
  // removed); over the last export, the few links checked are looked up on disk instead.
  const output = previous ? null : listOutput(outDir);
  if (output && !output.segmentFiles) throw new NextContractError(NEXT_ASSUMPTIONS.segmentFiles, outDir, 'no __next.*.txt file in the whole export');
  if (output && !output.files.has('404.html')) throw new NextContractError(NEXT_ASSUMPTIONS.notFoundPage, outDir, 'no 404.html');
  const templatesDir = options.templatesDir ?? '';
  const { pages: templates, kept } = output
    ? takeTemplates(plan, outDir, output.files, templatesDir, model.config.basePath)
    : { pages: keptTemplates(plan, templatesDir, previous!.templates), kept: previous!.templates };
  timer.end('listing and pruning');

  const out = new PageWriter(outDir, model.config, previous?.files);
  for (const path of previous?.fromNext ?? []) out.files.keep(path);
  const sidebar = indexSidebar(model.sidebar);
  const searchKey = searchKeyOf(model, sidebar);
  // The search index is written again only when what it indexes changed (what `pageToIndex`
  // takes of each doc), and then only the files whose bytes changed.
  const searchDir = join(outDir, SEARCH_INDEX_DIR);
  const searchKept = previous?.search.key === searchKey && existsSync(join(searchDir, previous.search.index.build)) ? previous.search : null;
  const search = searchKept ? null : createSearchIndexWriter(searchDir, out.writeAt, previous?.search.index);
  const markdownPages = new Map<string, string>();
  const settings = bodySettings(model.config);
  const docMode = previous ? ({ kind: 'again', pages: previous.pages, framesDir: (mode as { framesDir: string }).framesDir } as const) : ({ kind: 'fresh' } as const);
  const pass: DocPass = { model, out, mode: docMode, plan, templates, nextFiles: output?.files ?? new Set(), settings, settingsKey: JSON.stringify(settings) };
  const pages: Record<string, string> = {};
  for (const doc of model.docs) {
    await out.room();
    const page = exportDoc(pass, doc, pages);
    markdownPages.set(doc.route, page.markdown);
    search?.add(pageToIndex({ ...doc, url: withTrailingSlash(doc.route) }, sidebar.branch.get(doc.route) ?? [], page.search));
  }
  const fromNext = output ? finishNextPages(model, out, output.files) : previous!.fromNext;
  await out.idle();
  timer.end('pages');
  const index = search?.finish() ?? null;
  timer.end('search index');
  for (const [path, text] of siteFiles(model, markdownPages)) out.write(path, text);
  await out.idle();
  out.files.removeLeftOver();
  timer.end('site files');
  // Next's part of a page changes only with a fresh `next build`, and is checked then; a body's links whenever it is written.
  const exported = output ? new Set([...output.files, ...out.written]) : { has: (path: string) => out.written.has(path) || isFile(join(outDir, path)) };
  const brokenLinks = findBrokenFrameLinks(out.frameLinks, exported, model);
  timer.end('frame link check');
  const record: ExportRecord = { pages, files: out.files.hashes, fromNext, search: searchKept ?? { key: searchKey, index: index!.record }, templates: kept };
  const searchPages = index?.pages ?? model.docs.length;
  return { pages: out.finished, filesWritten: out.files.written + (index?.files ?? 0), prunedBytes: output?.prunedBytes ?? 0, searchPages, brokenLinks, pageMs: out.pageMs, record, phases: timer.phases };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** After a fresh `next build`: its pages that are not docs (home, search, 404), the startup chunks with the compile hint, the loader. Answers the files written. */
function finishNextPages(model: SiteModel, out: PageWriter, nextFiles: Set<string>): string[] {
  const docFiles = new Set(model.docs.map((doc) => pageFile(doc.route, 'html')));
  const written: string[] = [];
  for (const file of nextFiles) {
    if (!file.endsWith('.html') || docFiles.has(file)) continue;
    out.frameLinks.set(file, out.finish(file, readFileSync(join(out.outDir, file), 'utf8'), null).join('\n'));
    written.push(file);
  }
  for (const src of out.chunks) {
    const file = pathBelowBase(model.config.basePath, src) ?? src;
    out.write(file, withCompileHint(readFileSync(join(out.outDir, file), 'utf8')));
    written.push(file);
  }
  out.write(out.loader, SCRIPT_LOADER);
  return [...written, out.loader];
}

/** A key of everything the search index is made from. */
function searchKeyOf(model: SiteModel, sidebar: ReturnType<typeof indexSidebar>): string {
  const hash = createHash('sha256');
  for (const doc of model.docs) {
    hash.update(`${JSON.stringify(pageToIndex({ ...doc, url: withTrailingSlash(doc.route) }, sidebar.branch.get(doc.route) ?? [], pageSearch(model.rendered, doc.id)))}\0`);
  }
  return hash.digest('base64url');
}
