/**
 * Builds the site model: loads the docs, renders each once, resolves the Include graph and the
 * sidebar, checks every link, anchor, image and configured link, and what content loads from
 * other origins against the page policy, and reads last-updated dates.
 * Never throws on a writer's or operator's mistake: every problem becomes a diagnostic.
 */
import { relative, sep } from 'node:path';
import { checkExternalResources } from '../check/external-resources';
import { checkPlatformLinks } from '../check/platform-links';
import { readPlatformFacts } from '../platform/facts';
import { readPlatformHistory } from '../platform/history-file';
import { withAddedIn } from '../openapi/added-in';
import { checkReferences } from '../check/references';
import type { SidebarItem, SiteConfig } from '../config-types';
import { listDocFiles, loadContent, type Doc } from '../content';
import type { Diagnostic } from '../diagnostics';
import { lastUpdatedFor, readGitDates } from '../last-updated';
import type { RenderedDoc } from '../render/render-doc';
import { docsInReadingOrder } from '../export/llms';
import { resolveSidebar, type SidebarNode, type SidebarSource } from '../sidebar';
import { checkApiPages, isApiPage, loadSiteDocument, type OpenApiDocument } from '../openapi';
import { OPENAPI_FILE_PATHS, SITE_FILE_PATHS } from '../urls';
import { memoryCache, type RenderCache } from './build-cache';
import { checkConfigLinks } from './config-links';
import { findIncludeCycles } from './includes';
import { pageOutline, pageUnparsed, type DocEntry, type SiteModel } from './model';
import { renderDocs } from './render-docs';
import { publicFile, renderJobOf } from './render-job';

/** What a build reads besides the content files. */
export interface ModelInput {
  projectRoot: string;
  contentDir: string;
  config: SiteConfig;
  sidebar: { items: SidebarItem[]; source: SidebarSource };
  /** Drafts are built by `npm run dev` only. */
  includeDrafts: boolean;
  /** Render HTML, Markdown copies and search events (off for `npm run check`). */
  outputs: boolean;
  /** Where renders are kept between builds (default: in memory, for this call only). */
  cache?: RenderCache;
}

/** A model, and what building it cost. */
export interface BuiltModel extends SiteModel {
  /** Docs rendered this time (the others came from the cache), the cache keys in use, and each doc's. */
  renders: { count: number; keys: Set<string>; keyOf: Map<string, string> };
}

function includesOf(rendered: Map<string, RenderedDoc>) {
  return (id: string) => (rendered.get(id)?.outline ?? []).flatMap((entry) => ('include' in entry ? [entry.include] : []));
}

/** Problems of the Include graph: includes of unknown docs, and cycles. */
function checkIncludes(docs: Doc[], rendered: Map<string, RenderedDoc>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const doc of docs) {
    for (const entry of rendered.get(doc.id)?.outline ?? []) {
      if ('include' in entry && !rendered.has(entry.include)) {
        diagnostics.push({
          severity: 'error',
          file: doc.file,
          line: entry.line,
          message: `<Include doc="${entry.include}"> names no doc`,
          hint: "use the included file's path under the content folder, without extension",
        });
      }
    }
  }
  for (const id of findIncludeCycles(rendered.keys(), includesOf(rendered))) {
    diagnostics.push({
      severity: 'error',
      file: docs.find((doc) => doc.id === id)!.file,
      message: `<Include> cycle: ${id} ends up including itself`,
      hint: 'a partial must not include the page that includes it',
    });
  }
  return diagnostics;
}

function emptyFolderProblem(contentDir: string, projectRoot: string): Diagnostic {
  const folder = relative(projectRoot, contentDir) || '.';
  return {
    severity: 'error',
    file: folder,
    message: `the content folder ${folder} holds no .md or .mdx file, so there is no page to build`,
    hint: `add a page such as ${folder}/index.mdx, or point DOCS_CONTENT_DIR at the folder that holds the docs`,
  };
}

/** The site's home: the doc at `/`, else the first page a reader meets (the sidebar's first, else the first file). */
function homeRoute(docs: DocEntry[], sidebar: SidebarNode[]): string {
  if (docs.some((doc) => doc.route === '/')) return '/';
  return docsInReadingOrder(docs, sidebar)[0]?.route ?? '/';
}

/** The "On this page" levels of a doc, or null when it shows none. */
function tocLevels(doc: Doc, headings: { depth: number }[], config: SiteConfig): DocEntry['toc'] {
  const fm = doc.frontMatter;
  const min = fm.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel;
  const max = fm.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel;
  if (fm.hide_table_of_contents || !headings.some((heading) => heading.depth >= min && heading.depth <= max)) return null;
  return { min, max };
}

/** Builds the model of the content in `input.contentDir`. */
export async function buildSiteModel(input: ModelInput): Promise<BuiltModel> {
  const { projectRoot, contentDir, config } = input;
  if (!listDocFiles(contentDir).length) {
    const diagnostics = [emptyFolderProblem(contentDir, projectRoot)];
    return { config, contentDir, docs: [], home: '/', sidebar: [], rendered: new Map(), openapi: null, diagnostics, renders: { count: 0, keys: new Set(), keyOf: new Map() } };
  }
  const { docs, diagnostics } = loadContent(contentDir, projectRoot, input.includeDrafts);
  const { rendered, keys, keyOf, renderedCount } = await renderDocs(docs, renderJobOf(projectRoot, config, docs, input.outputs), input.cache ?? memoryCache());
  for (const result of rendered.values()) diagnostics.push(...result.diagnostics);
  diagnostics.push(...checkIncludes(docs, rendered));
  const openapi = checkApiReference(projectRoot, contentDir, docs, rendered, diagnostics);

  const outlines = new Map(docs.map((doc) => [doc.id, pageOutline(rendered, doc.id)]));
  // Partials are rendered (for the pages that include them) and checked, but are no page.
  const pages = docs.filter((doc) => !doc.partial);
  const site = {
    idsByRoute: new Map(pages.map((doc) => [doc.route, outlines.get(doc.id)!.ids])),
    unparsedRoutes: new Set(pages.filter((doc) => pageUnparsed(rendered, doc.id)).map((doc) => doc.route)),
    extraPaths: new Set([...SITE_FILE_PATHS, ...(openapi ? OPENAPI_FILE_PATHS : [])]),
    publicFileExists: (path: string) => publicFile(projectRoot, path) !== null,
  };
  for (const doc of docs) diagnostics.push(...checkReferences(doc, rendered.get(doc.id)!.references, site));
  for (const doc of docs) diagnostics.push(...checkPlatformLinks(doc, rendered.get(doc.id)!.references));
  for (const doc of docs) diagnostics.push(...checkExternalResources(doc, rendered.get(doc.id)!.resources, config));

  const framed = frameParts(input, pages, (id) => outlines.get(id)!.headings);
  diagnostics.push(...framed.diagnostics, ...checkConfigLinks(config, site, projectRoot));
  const renders = { count: renderedCount, keys, keyOf };
  return { config, contentDir, docs: framed.docs, home: framed.home, sidebar: framed.sidebar, diagnostics, rendered, openapi, renders };
}

/**
 * What the frame holds besides the docs' renders: each doc's entry (its "On this page" levels from
 * `headingsOf`), the resolved sidebar, the home route and last-updated dates from git, with the
 * sidebar's and git's problems.
 */
function frameParts(input: ModelInput, docs: Doc[], headingsOf: (id: string) => { depth: number }[]) {
  const { projectRoot, contentDir, config } = input;
  const diagnostics: Diagnostic[] = [];
  const sidebar = resolveSidebar(input.sidebar.items, docs, input.sidebar.source);
  diagnostics.push(...sidebar.diagnostics);

  const git = readGitDates(projectRoot, relative(projectRoot, contentDir) || '.');
  if (git.shallow) {
    diagnostics.push({
      severity: 'warning',
      file: relative(projectRoot, contentDir) || '.',
      message: 'the git clone is shallow: pages last changed before its oldest commit show no "Last updated" date',
      hint: 'run `git fetch --unshallow` (or clone with full history) before building for production',
    });
  }
  const gitPath = (absPath: string) => relative(git.root, absPath).split(sep).join('/');
  const entries = docs.map((doc): DocEntry => {
    const fm = doc.frontMatter;
    return {
      id: doc.id,
      file: doc.file,
      contentPath: relative(contentDir, doc.absPath).split(sep).join('/'),
      route: doc.route,
      title: doc.title,
      sidebarLabel: doc.sidebarLabel,
      paginationLabel: fm.pagination_label ?? doc.sidebarLabel,
      description: doc.description,
      keywords: fm.keywords ?? [],
      hideTitle: fm.hide_title ?? false,
      toc: tocLevels(doc, headingsOf(doc.id), config),
      lastUpdated: lastUpdatedFor(fm.last_update?.date, git.dates.get(gitPath(doc.absPath))),
    };
  });
  return { docs: entries, sidebar: sidebar.nodes, home: homeRoute(entries, sidebar.nodes), diagnostics };
}

/** An ATX heading line (`## Title`) outside fenced code, as the quick frame counts them. */
const HEADING_LINE = /^(#{1,6})\s/;

/** The heading levels of a doc's source, read line by line (no render): fenced code is skipped. */
export function headingDepths(source: string): { depth: number }[] {
  const depths: { depth: number }[] = [];
  let fence: string | null = null;
  for (const line of source.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker.slice(0, 3) : null;
    else if (fence === null) {
      const heading = HEADING_LINE.exec(line);
      if (heading) depths.push({ depth: heading[1].length });
    }
  }
  return depths;
}

/**
 * The site's frame without rendering a doc (`npm run dev` starts Next on it): the docs' front
 * matter, the sidebar and dates, with each page's "On this page" levels from its heading lines.
 * The full model's frame replaces it; they differ only where a heading comes from an included
 * partial or a component.
 */
export function quickFrame(input: ModelInput): { frame: Pick<SiteModel, 'docs' | 'sidebar' | 'home' | 'config'>; content: Doc[] } {
  const { docs } = loadContent(input.contentDir, input.projectRoot, input.includeDrafts);
  const sources = new Map(docs.map((doc) => [doc.id, doc.source]));
  const framed = frameParts(
    input,
    docs.filter((doc) => !doc.partial),
    (id) => headingDepths(sources.get(id) ?? ''),
  );
  return { frame: { docs: framed.docs, sidebar: framed.sidebar, home: framed.home, config: input.config }, content: docs };
}

/**
 * The API reference check (issue #23): when the content has API pages, their samples, field
 * tables and endpoint signatures must agree with the OpenAPI document (`api/openapi.yaml`).
 * Answers the document, which the export pass publishes.
 */
function checkApiReference(projectRoot: string, contentDir: string, docs: Doc[], rendered: Map<string, RenderedDoc>, diagnostics: Diagnostic[]): OpenApiDocument | null {
  const pages = docs.filter(isApiPage).map((doc) => ({ file: doc.file, route: doc.route, items: rendered.get(doc.id)?.api ?? [] }));
  if (!pages.length) return null;
  const loaded = loadSiteDocument(projectRoot, contentDir);
  diagnostics.push(...loaded.diagnostics);
  if (!loaded.document) return null;
  diagnostics.push(...checkApiPages(loaded.document, pages, readPlatformFacts(projectRoot)));
  const history = readPlatformHistory(projectRoot);
  return history ? withAddedIn(loaded.document, history) : loaded.document;
}
