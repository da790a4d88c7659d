/**
 * The export pass: after `next build`, one pass over `out/` finishes the site from the model.
 * Each exported page is read once, finished once (`finishPage`) and written once; everything
 * else the site serves besides Next's files (bodies, Markdown copies, llms files, sitemap,
 * robots, search index, sidebar sections, Netlify files, the script loader) is written from
 * the model. Next's output is read only through `lib/next-contract.ts`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SEARCH_INDEX_DIR } from '../constants';
import { isSegmentFile, NEXT_ASSUMPTIONS, NextContractError, readFrame, readPayload, type FrameAnchors } from '../next-contract';
import { breadcrumbsFor } from '../sidebar';
import { searchBreadcrumb } from '../search/index-meta';
import { assemblePage, pageHasEndpoints, type SiteModel } from '../site/model';
import { bodyUrl, markdownFile, pageFile, sidebarSectionFile, withTrailingSlash } from '../urls';
import { contentSecurityPolicy, policyMetaTag, scriptHash } from './csp';
import { loaderFileName, loaderTag, withCompileHint } from './defer-scripts';
import { findBrokenFrameLinks, type BrokenLink } from './frame-links';
import { buildLlmsFullTxt, buildLlmsTxt, docsInReadingOrder, fullTextPage, type LlmsOpenApi } from './llms';
import { netlifyHeaders, netlifyRedirects } from './netlify';
import { finishPage, startupSources } from './page';
import { createSearchIndexWriter } from './search-index';
import { buildRobots, buildSitemap } from './sitemap';
import { DOCUMENT_FILE } from '../openapi';
import { SCRIPT_LOADER } from '../script-loader';

/** What the pass did, for the build log. */
export interface ExportReport {
  pages: number;
  /** Bytes of router prefetch files deleted. */
  prunedBytes: number;
  searchPages: number;
  brokenLinks: BrokenLink[];
  /** Milliseconds spent finishing pages (read, splice, write), for `bench/`. */
  pageMs: number;
}

/** Every file under `dir` (paths relative to it, `/`-separated); deletes the router's segment files on the way. */
function listOutput(dir: string): { files: Set<string>; prunedBytes: number; segmentFiles: number } {
  const files = new Set<string>();
  let prunedBytes = 0;
  let segmentFiles = 0;
  const walk = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path, `${prefix}${name}/`);
      else if (isSegmentFile(name)) {
        prunedBytes += stat.size;
        segmentFiles += 1;
        rmSync(path);
      } else files.add(`${prefix}${name}`);
    }
  };
  walk(dir, '');
  return { files, prunedBytes, segmentFiles };
}

/** Finishes the site in `outDir` (written by `next build` from the model's frame). */
export function exportSite(model: SiteModel, outDir: string): ExportReport {
  const { config } = model;
  const output = listOutput(outDir);
  if (!output.segmentFiles) throw new NextContractError(NEXT_ASSUMPTIONS.segmentFiles, outDir, 'no __next.*.txt file in the whole export');
  if (!output.files.has('404.html')) throw new NextContractError(NEXT_ASSUMPTIONS.notFoundPage, outDir, 'no 404.html');
  const written = new Set<string>();
  const write = (path: string, text: string | Buffer) => {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.add(path);
  };

  const loader = loaderFileName();
  const policyTag = (endpoints: boolean) => (scripts: string[]) => policyMetaTag(contentSecurityPolicy(scripts.map(scriptHash), config, { endpoints }));
  const chunks = new Set<string>();
  const frames = new Map<string, FrameAnchors>();
  let pageMs = 0;
  const finish = (file: string, body: string | null, bodySrc: string | null, endpoints = false) => {
    if (!output.files.has(file)) throw new NextContractError(NEXT_ASSUMPTIONS.pageHtml, file, 'no such file');
    const started = performance.now();
    const html = readFileSync(join(outDir, file), 'utf8');
    const anchors = readFrame(html, file, bodySrc);
    const sources = startupSources(anchors);
    sources.forEach((src) => chunks.add(src));
    write(file, finishPage(html, anchors, { body, loader: loaderTag(config.basePath + loader, sources), policyTag: policyTag(endpoints) }));
    pageMs += performance.now() - started;
    frames.set(file, anchors);
  };

  const search = createSearchIndexWriter(join(outDir, SEARCH_INDEX_DIR));
  const markdownPages = new Map<string, string>();
  for (const doc of model.docs) {
    const page = assemblePage(model.rendered, doc.id);
    const src = bodyUrl(config.basePath, doc.route);
    const payloadFile = pageFile(doc.route, 'payload');
    if (!output.files.has(payloadFile)) throw new NextContractError(NEXT_ASSUMPTIONS.pagePayload, payloadFile, 'no such file');
    for (const chunk of readPayload(readFileSync(join(outDir, payloadFile), 'utf8'), payloadFile, src)) {
      if (!chunk.startsWith(config.basePath) || !output.files.has(chunk.slice(config.basePath.length))) {
        throw new NextContractError(NEXT_ASSUMPTIONS.payloadChunks, payloadFile, `${chunk}, which is not in the export`);
      }
    }
    finish(pageFile(doc.route, 'html'), page.html, src, pageHasEndpoints(model.rendered, doc.id));
    write(pageFile(doc.route, 'body'), page.html);
    const markdown = `# ${doc.title}\n\n${page.markdown}`;
    write(markdownFile(doc.route), markdown);
    markdownPages.set(doc.route, markdown);
    search.add({ url: withTrailingSlash(doc.route), title: doc.title, breadcrumb: searchBreadcrumb(breadcrumbsFor(model.sidebar, doc.route)), events: page.search });
  }
  const docFiles = new Set(model.docs.map((doc) => pageFile(doc.route, 'html')));
  for (const file of output.files) if (file.endsWith('.html') && !docFiles.has(file)) finish(file, null, null);

  for (const src of chunks) {
    const file = src.slice(config.basePath.length);
    write(file, withCompileHint(readFileSync(join(outDir, file), 'utf8')));
  }
  write(loader, SCRIPT_LOADER);
  const index = search.finish();
  writeSiteFiles(model, markdownPages, write);

  const brokenLinks = findBrokenFrameLinks(frames, new Set([...output.files, ...written]), model);
  return { pages: frames.size, prunedBytes: output.prunedBytes, searchPages: index.pages, brokenLinks, pageMs };
}

/** The document's `info.title` and `info.summary`, as `llms.txt` names it. */
function openApiInfo(data: Record<string, unknown>): LlmsOpenApi {
  const info = (typeof data.info === 'object' && data.info !== null ? data.info : {}) as Record<string, unknown>;
  return { title: typeof info.title === 'string' ? info.title : 'API', summary: typeof info.summary === 'string' ? info.summary : undefined };
}

/** The files written from the model alone: llms files, sitemap, robots, sidebar sections, Netlify's. */
function writeSiteFiles(model: SiteModel, markdownPages: Map<string, string>, write: (path: string, text: string) => void) {
  const { config } = model;
  const ordered = docsInReadingOrder(model.docs, model.sidebar);
  write('llms.txt', buildLlmsTxt(model.docs, model.sidebar, config, model.openapi ? openApiInfo(model.openapi.data) : undefined));
  write('llms-full.txt', buildLlmsFullTxt(ordered.map((doc) => fullTextPage(markdownPages.get(doc.route)!, doc.route, config)), config));
  write('sitemap.xml', buildSitemap(model.docs, config));
  write('robots.txt', buildRobots(config));
  write('_headers', netlifyHeaders(config.basePath));
  write('_redirects', netlifyRedirects(config.basePath));
  for (const node of model.sidebar) {
    if (node.type === 'category') write(sidebarSectionFile(node.key), JSON.stringify(node.items ?? []));
  }
  if (model.openapi) {
    write('openapi.json', `${JSON.stringify(model.openapi.data, null, 2)}\n`);
    write('openapi.yaml', readFileSync(join(model.contentDir, DOCUMENT_FILE), 'utf8'));
  }
}
