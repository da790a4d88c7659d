/**
 * Reads the site's `llms.txt` (written by `lib/export/llms.ts`): the site's title and its root
 * URL, then the pages in sidebar order, one `##` section per top-level category, nested
 * categories as nested lists. It is the server's table of contents: it names every page, its
 * title and description, in the order a reader meets them.
 */

/** A page or a nested category in a section's list. */
type TocEntry =
  | { kind: 'page'; route: string; title: string; description: string; depth: number; section: string }
  | { kind: 'group'; title: string; depth: number };

export interface TocSection {
  /** `Getting Started`, `Optional` (pages outside the sidebar), `API specification`. */
  title: string;
  entries: TocEntry[];
}

export interface SiteToc {
  title: string;
  tagline: string;
  /** The root URL the build gave the site (`https://airy.co/docs/core/`), ending in `/`. */
  root: string;
  sections: TocSection[];
}

const FULL_TEXT_LINE = /All pages in one file: (\S+)llms-full\.txt/;
const LINK_LINE = /^( *)- \[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\)(?::\s*(.*))?$/;
const GROUP_LINE = /^( *)- (.+)$/;

/** The route of a Markdown copy's URL under `root`: `…/cli/usage.md` → `/cli/usage`, `…/index.md` → `/`. */
function routeOfMarkdownUrl(url: string, root: string): string | null {
  if (!url.startsWith(root) || !url.endsWith('.md')) return null;
  const path = url.slice(root.length, -'.md'.length);
  return path === 'index' ? '/' : `/${path}`;
}

/** The table of contents in `text`; null when it is not an `llms.txt` this build writes. */
export function parseLlmsTxt(text: string): SiteToc | null {
  const lines = text.split('\n');
  const root = FULL_TEXT_LINE.exec(text)?.[1];
  if (!lines[0]?.startsWith('# ') || !root) return null;
  const toc: SiteToc = { title: lines[0].slice(2).trim(), tagline: '', root, sections: [] };
  let section: TocSection | null = null;
  for (const line of lines) {
    if (line.startsWith('> ') && !toc.tagline) toc.tagline = line.slice(2).trim();
    if (line.startsWith('## ')) {
      section = { title: line.slice(3).trim(), entries: [] };
      toc.sections.push(section);
      continue;
    }
    if (!section) continue;
    const link = LINK_LINE.exec(line);
    if (link) {
      const route = routeOfMarkdownUrl(link[3], root);
      const depth = link[1].length / 2;
      if (route) section.entries.push({ kind: 'page', route, title: link[2].replace(/\\(.)/g, '$1'), description: link[4]?.trim() ?? '', depth, section: section.title });
      continue;
    }
    const group = GROUP_LINE.exec(line);
    if (group) section.entries.push({ kind: 'group', title: group[2].trim(), depth: group[1].length / 2 });
  }
  return toc;
}

/** A page of the table of contents, with the section it is listed in. */
export type TocPage = Extract<TocEntry, { kind: 'page' }>;

/** Every page of the table of contents, in its order (the entries themselves, not copies). */
export function tocPages(toc: SiteToc): TocPage[] {
  return toc.sections.flatMap((section) => section.entries.filter((entry): entry is TocPage => entry.kind === 'page'));
}
