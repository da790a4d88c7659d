/**
 * The one place that knows where docs live and what their front matter means.
 * Reads every `.md`/`.mdx` file under a content directory into `Doc` records.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Diagnostic } from './diagnostics';
import { parseFrontMatter, type FrontMatter } from './front-matter';

/** One documentation page, as read from its file. */
export interface Doc {
  /** Path under the content directory without extension, or with the front-matter `id` as last part. */
  id: string;
  /** File path relative to the project root, for messages (`content/cli/usage.mdx`). */
  file: string;
  /** Absolute file path. */
  absPath: string;
  /** Site route without base path or trailing slash: `/cli/usage`, or `/` for the home page. */
  route: string;
  title: string;
  /** Label in the sidebar; defaults to the title. */
  sidebarLabel: string;
  description: string;
  frontMatter: FrontMatter;
  /** The MDX body, with the front matter replaced by blank lines so positions match the file. */
  source: string;
  draft: boolean;
  /**
   * A partial: its file name or one of its folders starts with `_` (`content/_partials/media-storage.mdx`).
   * It is rendered for `<Include>` only: no page, sidebar entry, search record, sitemap or llms entry.
   */
  partial?: boolean;
}

/** What loading a content directory gives: the docs that will be built and the problems found. */
export interface LoadedContent {
  docs: Doc[];
  diagnostics: Diagnostic[];
}

const DOC_FILE = /\.mdx?$/;

/** Lists doc files under `dir`, sorted, skipping hidden folders and node_modules. */
export function listDocFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      if (name.startsWith('.') || name === 'node_modules') continue;
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (DOC_FILE.test(name)) found.push(path);
    }
  };
  walk(dir);
  return found;
}

/** True for a doc id whose file or a folder starts with `_`: a partial, included but never a page. */
function isPartialId(pathId: string): boolean {
  return pathId.split('/').some((segment) => segment.startsWith('_'));
}

/** Joins route segments into `/a/b`, collapsing slashes; `/` for the root. */
export function normalizeRoute(path: string): string {
  const cleaned = path.replace(/\\/g, '/').replace(/\/+/g, '/').replace(/\/$/, '');
  if (cleaned === '' || cleaned === '/') return '/';
  return cleaned.startsWith('/') ? cleaned : `/${cleaned}`;
}

/** A URL-safe route segment for a file or folder name: spaces become dashes. */
function routeSegment(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

/**
 * The route of a doc: its `slug` (absolute, or relative to its folder), else its id path; an
 * `index` or `README` doc takes its folder's route, as in Docusaurus.
 */
export function routeForDoc(id: string, slug: string | undefined): string {
  const folder = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
  const name = id.split('/').pop() ?? id;
  if (slug === undefined && /^(index|readme)$/i.test(name)) return normalizeRoute(folder.split('/').map(routeSegment).join('/'));
  if (slug === undefined) return normalizeRoute(id.split('/').map(routeSegment).join('/'));
  if (slug.startsWith('/')) return normalizeRoute(slug);
  return normalizeRoute(`${folder.split('/').map(routeSegment).join('/')}/${slug}`);
}

/** The first `# Heading` of a body, if the body opens with one (blank lines may come first). */
function leadingH1(body: string): { text: string; index: number } | null {
  const lines = body.split('\n');
  const index = lines.findIndex((line) => line.trim() !== '');
  const match = index >= 0 ? /^#\s+(.+?)\s*#*\s*$/.exec(lines[index]) : null;
  return match ? { text: match[1], index } : null;
}

/** A plain-text description from the first paragraph of prose, for pages without one. */
export function firstParagraph(body: string, maxLength = 160): string {
  const withoutCode = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const block of withoutCode.split(/\n\s*\n/)) {
    const text = block.trim();
    if (!text || /^([#<:|>!-]|\d+\.|\*\s)/.test(text)) continue;
    const plain = text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_\\]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return plain.length > maxLength ? `${plain.slice(0, maxLength - 1).replace(/\s+\S*$/, '')}…` : plain;
  }
  return '';
}

/** Reads one doc file. */
export function readDoc(absPath: string, contentDir: string, projectRoot: string): { doc: Doc; diagnostics: Diagnostic[] } {
  const file = relative(projectRoot, absPath).split(sep).join('/');
  const raw = readFileSync(absPath, 'utf8').replace(/\r\n/g, '\n');
  const { frontMatter, body, bodyLine, diagnostics } = parseFrontMatter(raw, file);
  const pathId = relative(contentDir, absPath).split(sep).join('/').replace(DOC_FILE, '');
  const id = frontMatter.id ? pathId.replace(/[^/]+$/, frontMatter.id) : pathId;
  const h1 = leadingH1(body);
  const lines = body.split('\n');
  if (h1) lines[h1.index] = '';
  const source = '\n'.repeat(bodyLine - 1) + lines.join('\n');
  const fallbackTitle = id.split('/').pop() ?? id;
  const title = frontMatter.title ?? h1?.text ?? fallbackTitle;
  // A page shipped under its file name reads as a mistake to the reader: the writer must name it
  // (unless the front matter could not be read, which is reported already).
  if (!frontMatter.title && !h1 && !diagnostics.some((problem) => problem.severity === 'error')) {
    diagnostics.push({
      severity: 'error',
      file,
      line: 1,
      column: 1,
      message: 'the page has no title',
      hint: `add \`title: …\` to the front matter, or make the page's first line a \`# Heading\` (it would otherwise be called "${fallbackTitle}")`,
    });
  }
  if (!body.trim()) {
    diagnostics.push({ severity: 'warning', file, line: bodyLine, message: 'the page has no content', hint: 'write the page body below the front matter' });
  }
  const doc: Doc = {
    id,
    file,
    absPath,
    route: routeForDoc(id, frontMatter.slug),
    title,
    sidebarLabel: frontMatter.sidebar_label ?? title,
    description: frontMatter.description ?? firstParagraph(lines.join('\n')),
    frontMatter,
    source,
    draft: frontMatter.draft === true,
    partial: isPartialId(pathId),
  };
  return { doc, diagnostics };
}

/**
 * Loads every doc under `contentDir`. Drafts are left out unless `includeDrafts`.
 * When two docs claim one route, the first by file path wins and a warning names both.
 */
export function loadContent(contentDir: string, projectRoot: string, includeDrafts: boolean): LoadedContent {
  const diagnostics: Diagnostic[] = [];
  const docs: Doc[] = [];
  const byRoute = new Map<string, Doc>();
  const byId = new Map<string, Doc>();
  for (const absPath of listDocFiles(contentDir)) {
    const read = readDoc(absPath, contentDir, projectRoot);
    diagnostics.push(...read.diagnostics);
    const { doc } = read;
    if (doc.draft && !includeDrafts) continue;
    const sameRoute = byRoute.get(doc.route);
    if (sameRoute) {
      diagnostics.push({
        severity: 'warning',
        file: doc.file,
        line: 1,
        message: `duplicate route ${doc.route}: ${sameRoute.file} already uses it, so this page is not built`,
        hint: 'give one of the two pages another `slug` or file name',
      });
      continue;
    }
    const sameId = byId.get(doc.id);
    if (sameId) {
      diagnostics.push({
        severity: 'error',
        file: doc.file,
        line: 1,
        message: `duplicate doc id "${doc.id}", also used by ${sameId.file}`,
        hint: 'ids must be unique: rename the file or change the front-matter `id`',
      });
      continue;
    }
    byRoute.set(doc.route, doc);
    byId.set(doc.id, doc);
    docs.push(doc);
  }
  return { docs, diagnostics };
}
