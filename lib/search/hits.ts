/**
 * One shape for a search result, whichever engine found it: a page (title, breadcrumb,
 * excerpt) with its matching sections. Built by the built-in engine or from Algolia
 * DocSearch records; components render only this.
 */
import { fileUrl, siteRootUrl, withTrailingSlash } from '../urls';
import { joinBlocks, splitHighlights, type TextSegment } from './excerpt';
import type { SearchPageRecord } from './index-format';
import { excerpt, excerptWords, matchingSections, type ExcerptQuery } from './match';

/** A matching part of a page: a section under a heading, or the page's opening. */
interface SearchSection {
  title: string;
  url: string;
  excerpt: TextSegment[];
  /** True for the page's own text before its first heading. */
  isPage: boolean;
}

/** A page that matches the query. */
export interface SearchHit {
  url: string;
  title: string;
  /** The page's categories, `Sources › Airy Live Chat Plugin`; may be empty. */
  breadcrumb: string;
  excerpt: TextSegment[];
  sections: SearchSection[];
}

/**
 * A search hit from a page record of the built-in index, linked at `url`: the page itself
 * first, then its best sections under headings, `maxSections` in all. The page's excerpt is its
 * opening when that matches; otherwise the densest passage of the text that no listed section
 * shows (from the opening on, so a page whose hits are all listed reads as its description),
 * so no passage appears twice. Also answers what the re-ranking reads: the titles of the
 * matching sections and the page's whole text.
 */
export function hitFromRecord(record: SearchPageRecord, url: string, query: ExcerptQuery, maxSections: number) {
  const words = excerptWords(query);
  const sections = matchingSections(record, words.matches);
  const listed = sections.filter((section) => section.anchor).slice(0, maxSections - 1);
  const opening = sections.find((section) => !section.anchor);
  const unlisted = record.sections.filter((section) => !listed.includes(section));
  const pageExcerpt = excerpt(opening ? opening.text : joinBlocks(unlisted.map((section) => section.text)), words);
  const hit: SearchHit = {
    url,
    title: record.title,
    breadcrumb: record.breadcrumb,
    excerpt: pageExcerpt,
    sections: [
      { title: record.title, url, excerpt: pageExcerpt, isPage: true },
      ...listed.map((section) => ({ title: section.title, url: `${url}#${section.anchor}`, excerpt: excerpt(section.text, words), isPage: false })),
    ],
  };
  return {
    hit,
    headings: sections.map((section) => section.title),
    content: record.sections.map((section) => `${section.title} ${section.text}`).join(' '),
  };
}

/** Markers Algolia is asked to put around hits; plain text that no page contains. */
export const ALGOLIA_HIGHLIGHT_PRE = '__aa-highlight__';
export const ALGOLIA_HIGHLIGHT_POST = '__/aa-highlight__';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** A DocSearch record as Algolia returns it (the fields the site reads). */
export interface DocSearchRecord {
  url: string;
  url_without_anchor?: string;
  hierarchy: Partial<Record<(typeof LEVELS)[number], string | null>>;
  content?: string | null;
  _snippetResult?: { content?: { value: string } };
  _highlightResult?: { hierarchy?: Partial<Record<(typeof LEVELS)[number], { value: string }>> };
}

/**
 * The URL to link for a DocSearch hit: a page of this site (`siteUrl` + base path, the
 * crawled address) becomes a path under our base path, so results stay on the site that is
 * open; any other address is kept.
 */
export function localizeDocSearchUrl(url: string, siteUrl: string, basePath: string): string {
  const prefix = siteRootUrl({ url: siteUrl, basePath });
  if (!url.startsWith(prefix)) return url;
  return withTrailingSlash(fileUrl(basePath, url.slice(prefix.length)));
}

function marked(value: string): TextSegment[] {
  return splitHighlights(value, ALGOLIA_HIGHLIGHT_PRE, ALGOLIA_HIGHLIGHT_POST);
}

/** Algolia records grouped into one hit per page, in the order their pages first appear. */
export function hitsFromDocSearch(records: DocSearchRecord[], maxSections: number, localize: (url: string) => string): SearchHit[] {
  const pages = new Map<string, SearchHit>();
  for (const record of records) {
    const url = localize(record.url);
    const pageUrl = localize(record.url_without_anchor ?? record.url.split('#')[0]);
    const title = record.hierarchy.lvl1?.trim() || record.hierarchy.lvl0?.trim() || pageUrl;
    let hit = pages.get(pageUrl);
    if (!hit) {
      hit = { url: pageUrl, title, breadcrumb: record.hierarchy.lvl0?.trim() ?? '', excerpt: [], sections: [] };
      pages.set(pageUrl, hit);
    }
    const deepest = [...LEVELS].reverse().find((level) => level !== 'lvl0' && record.hierarchy[level]);
    const snippet = record._snippetResult?.content?.value;
    const heading = deepest ? record._highlightResult?.hierarchy?.[deepest]?.value ?? record.hierarchy[deepest] ?? '' : '';
    const excerpt = snippet ? marked(snippet) : marked(heading);
    if (!hit.excerpt.length) hit.excerpt = excerpt;
    if (hit.sections.length < maxSections) {
      const sectionTitle = deepest ? record.hierarchy[deepest]!.trim() : title;
      hit.sections.push({ title: sectionTitle, url, excerpt, isPage: !deepest || deepest === 'lvl1' });
    }
  }
  return [...pages.values()];
}
