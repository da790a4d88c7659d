/**
 * The site's data as the build step writes it and the pages read it: every doc's metadata,
 * outline and dates, and the resolved sidebar. Built once per build, so a page costs the same
 * whatever the number of pages.
 */
import type { Doc } from './content';
import type { Collected, Heading, OutlineEntry } from './mdx/rehype-collect';
import type { SidebarNode } from './sidebar';

/** One doc as the pages see it. */
export interface DocEntry {
  id: string;
  /** Path relative to the project root (`content/cli/usage.mdx`). */
  file: string;
  /** Path relative to the content directory (`cli/usage.mdx`), for the edit link. */
  contentPath: string;
  route: string;
  title: string;
  sidebarLabel: string;
  paginationLabel: string;
  description: string;
  keywords: string[];
  hideTitle: boolean;
  hideTableOfContents: boolean;
  tocMinLevel: number;
  tocMaxLevel: number;
  /** Last-updated time in ms, or null when unknown. */
  lastUpdated: number | null;
  /** Headings of the page, including those of included docs, in order. */
  headings: Heading[];
}

/** Everything the pages need. */
export interface SiteData {
  docs: DocEntry[];
  sidebar: SidebarNode[];
  /** Absolute path of the content directory. */
  contentDir: string;
}

/** Expands `Include` entries of an outline into the included docs' headings (cycle-safe). */
export function expandOutline(id: string, outlines: Map<string, OutlineEntry[]>, seen: Set<string> = new Set()): Heading[] {
  if (seen.has(id)) return [];
  const next = new Set(seen).add(id);
  return (outlines.get(id) ?? []).flatMap((entry) =>
    'heading' in entry ? [entry.heading] : expandOutline(entry.include, outlines, next),
  );
}

/** Every id a page carries, including those of included docs, for anchor checks. */
export function expandIds(id: string, collected: Map<string, Collected>, seen: Set<string> = new Set()): Set<string> {
  const ids = new Set<string>();
  if (seen.has(id)) return ids;
  const next = new Set(seen).add(id);
  const own = collected.get(id);
  for (const value of own?.ids ?? []) ids.add(value);
  for (const entry of own?.outline ?? []) {
    if ('include' in entry) for (const value of expandIds(entry.include, collected, next)) ids.add(value);
  }
  return ids;
}

/** Builds one entry from a doc, its expanded headings and its last-updated time. */
export function docEntry(doc: Doc, contentPath: string, headings: Heading[], lastUpdated: number | null): DocEntry {
  const fm = doc.frontMatter;
  return {
    id: doc.id,
    file: doc.file,
    contentPath,
    route: doc.route,
    title: doc.title,
    sidebarLabel: doc.sidebarLabel,
    paginationLabel: fm.pagination_label ?? doc.sidebarLabel,
    description: doc.description,
    keywords: fm.keywords ?? [],
    hideTitle: fm.hide_title ?? false,
    hideTableOfContents: fm.hide_table_of_contents ?? false,
    tocMinLevel: fm.toc_min_heading_level ?? 0,
    tocMaxLevel: fm.toc_max_heading_level ?? 0,
    lastUpdated,
    headings,
  };
}
