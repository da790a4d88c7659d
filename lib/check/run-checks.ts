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
import { compileDoc } from './compile-docs';
import { checkReferences } from './references';

export interface CheckOptions {
  projectRoot: string;
  contentDir: string;
  /** The sidebar items and where they came from (for messages). */
  sidebar: { items: SidebarItem[]; source: SidebarSource };
  includeDrafts: boolean;
  /** Paths the build adds besides the docs (`/search`, `/llms.txt`). */
  extraPaths: string[];
}

export interface CheckResult {
  siteData: SiteData;
  diagnostics: Diagnostic[];
}

export async function runChecks(options: CheckOptions): Promise<CheckResult> {
  const { projectRoot, contentDir } = options;
  const { docs, diagnostics } = loadContent(contentDir, projectRoot, options.includeDrafts);
  const routeById = new Map(docs.map((doc) => [doc.id, doc.route]));
  const resolveMarkdownLink = createMarkdownLinkResolver(routeById);

  const collected = new Map<string, Collected>();
  for (const doc of docs) {
    const result = await compileDoc(doc, resolveMarkdownLink);
    collected.set(doc.id, result.collected);
    diagnostics.push(...result.diagnostics);
  }

  const outlines = new Map<string, OutlineEntry[]>([...collected].map(([id, c]) => [id, c.outline]));
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
  for (const doc of docs) {
    diagnostics.push(...checkReferences(doc, collected.get(doc.id)?.references ?? [], site));
  }

  const sidebar = resolveSidebar(options.sidebar.items, docs, options.sidebar.source);
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
  const entries = docs.map((doc) =>
    docEntry(
      doc,
      relative(contentDir, doc.absPath).split(sep).join('/'),
      expandOutline(doc.id, outlines),
      lastUpdatedFor(doc.frontMatter.last_update?.date, git.dates.get(gitPath(doc.absPath))),
    ),
  );
  return { siteData: { docs: entries, sidebar: sidebar.nodes, contentDir }, diagnostics };
}
