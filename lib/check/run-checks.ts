/**
 * The whole content check: load docs, compile each, resolve the sidebar, check links, anchors
 * and images, read git dates. Returns the site data and every diagnostic found, never throwing
 * on a writer's mistake.
 */
import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { SidebarItem } from '../config-types';
import { loadContent } from '../content';
import type { Diagnostic } from '../diagnostics';
import { lastUpdatedFor, readGitDates } from '../last-updated';
import type { Collected, OutlineEntry } from '../mdx/rehype-collect';
import { createMarkdownLinkResolver } from '../mdx/remark-markdown-links';
import { resolveSidebar, type SidebarSource } from '../sidebar';
import { docEntry, expandIds, expandOutline, type SiteData } from '../site-data';
import { compileDoc, type MdxComponentMap } from './compile-docs';
import { checkReferences } from './references';

export interface CheckOptions {
  projectRoot: string;
  contentDir: string;
  /** The sidebar items and where they came from (for messages). */
  sidebar: { items: SidebarItem[]; source: SidebarSource };
  includeDrafts: boolean;
  /** Paths the build adds besides the docs (`/search`, `/llms.txt`). */
  extraPaths: string[];
  /** Builds the MDX components; `renderInclude` returns another doc's rendered body. */
  components: (renderInclude: (docId: string) => unknown) => MdxComponentMap;
  /** Renders a compiled doc to HTML; without it the check only checks. */
  render?: (element: unknown) => string;
  /** Link, anchor and image checks and git dates; off only for the bare build of `bench/build`. */
  checks?: boolean;
}

export interface CheckResult {
  siteData: SiteData;
  diagnostics: Diagnostic[];
  /** Each doc's body as HTML, by doc id (empty unless `render` was given). */
  html: Map<string, string>;
}

/** Docs that include themselves, directly or through others. */
export function findIncludeCycles(outlines: Map<string, OutlineEntry[]>): Set<string> {
  const cyclic = new Set<string>();
  const visit = (id: string, path: string[]) => {
    if (path.includes(id)) {
      path.slice(path.indexOf(id)).forEach((member) => cyclic.add(member));
      return;
    }
    for (const entry of outlines.get(id) ?? []) if ('include' in entry) visit(entry.include, [...path, id]);
  };
  for (const id of outlines.keys()) visit(id, []);
  return cyclic;
}

export async function runChecks(options: CheckOptions): Promise<CheckResult> {
  const { projectRoot, contentDir } = options;
  const { docs, diagnostics } = loadContent(contentDir, projectRoot, options.includeDrafts);
  const routeById = new Map(docs.map((doc) => [doc.id, doc.route]));
  const resolveMarkdownLink = createMarkdownLinkResolver(routeById);

  const collected = new Map<string, Collected>();
  const elements = new Map<string, unknown>();
  let cyclic = new Set<string>();
  const components = options.components((docId) => (cyclic.has(docId) ? null : (elements.get(docId) ?? null)));
  for (const doc of docs) {
    const result = await compileDoc(doc, resolveMarkdownLink, components, Boolean(options.render));
    collected.set(doc.id, result.collected);
    if (result.content) elements.set(doc.id, result.content);
    diagnostics.push(...result.diagnostics);
  }

  const outlines = new Map<string, OutlineEntry[]>([...collected].map(([id, c]) => [id, c.outline]));
  cyclic = findIncludeCycles(outlines);
  for (const id of cyclic) {
    const doc = docs.find((d) => d.id === id)!;
    diagnostics.push({
      severity: 'error',
      file: doc.file,
      message: `<Include> cycle: ${id} ends up including itself`,
      hint: 'a partial must not include the page that includes it',
    });
  }
  for (const doc of docs) {
    for (const entry of collected.get(doc.id)?.outline ?? []) {
      if ('include' in entry && !routeById.has(entry.include)) {
        diagnostics.push({
          severity: 'error',
          file: doc.file,
          line: entry.line,
          message: `<Include doc="${entry.include}"> names no doc`,
          hint: 'use the included file\'s path under the content folder, without extension',
        });
      }
    }
  }

  const publicDir = join(projectRoot, 'public');
  const idsByRoute = new Map(docs.map((doc) => [doc.route, expandIds(doc.id, collected)]));
  const site = {
    idsByRoute,
    extraPaths: new Set(options.extraPaths),
    publicFileExists: (path: string) => {
      const file = join(publicDir, decodeURIComponent(path));
      return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile();
    },
  };
  const checks = options.checks ?? true;
  if (checks) {
    for (const doc of docs) diagnostics.push(...checkReferences(doc, collected.get(doc.id)?.references ?? [], site));
  }

  const sidebar = resolveSidebar(options.sidebar.items, docs, options.sidebar.source);
  diagnostics.push(...sidebar.diagnostics);

  const git = checks
    ? readGitDates(projectRoot, relative(projectRoot, contentDir) || '.')
    : { dates: new Map<string, number>(), shallow: false, unavailable: true, root: projectRoot };
  if (git.shallow) {
    diagnostics.push({
      severity: 'warning',
      file: relative(projectRoot, contentDir) || '.',
      message: 'the git clone is shallow: pages last changed before its oldest commit show no "Last updated" date',
      hint: 'run `git fetch --unshallow` (or clone with full history) before building for production',
    });
  }
  const gitPath = (absPath: string) => relative(git.root, absPath).split(sep).join('/');
  const entries = docs.map((doc) =>
    docEntry(
      doc,
      relative(contentDir, doc.absPath).split(sep).join('/'),
      expandOutline(doc.id, outlines),
      lastUpdatedFor(doc.frontMatter.last_update?.date, git.dates.get(gitPath(doc.absPath))),
    ),
  );
  const html = new Map<string, string>();
  if (options.render && !diagnostics.some((d) => d.severity === 'error')) {
    for (const [id, element] of elements) html.set(id, options.render(element));
  }
  return { siteData: { docs: entries, sidebar: sidebar.nodes, contentDir }, diagnostics, html };
}
