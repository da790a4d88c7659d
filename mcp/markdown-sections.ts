/**
 * A page's Markdown copy cut at its headings, so a long page (the changelog is 130 KB) can be
 * read one section at a time. Section ids are the heading ids of the HTML page (GitHub's slugs,
 * as `rehype-slug` gives them), so `#0420` in a page URL names the same section here.
 */
import GithubSlugger from 'github-slugger';

export interface MarkdownSection {
  /** The heading's id on the HTML page: `send-a-message`. */
  id: string;
  title: string;
  /** 2 for `##`, 3 for `###`, … */
  level: number;
  /** The section's Markdown, its heading and subsections included. */
  markdown: string;
}

export interface MarkdownPage {
  /** The `# Title` line and the text before the first section. */
  opening: string;
  sections: MarkdownSection[];
}

const HEADING = /^(#{2,6})\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** Heading text as the reader sees it: no links, code marks or emphasis. */
function plainHeading(text: string): string {
  return text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '').trim();
}

/** For each line, whether it belongs to a fenced code block (its fences included). */
export function codeLines(lines: string[]): boolean[] {
  let fence: string | null = null;
  return lines.map((line) => {
    const opens = FENCE.exec(line)?.[1];
    if (opens) fence = fence === null ? opens : fence === opens ? null : fence;
    return fence !== null || Boolean(opens);
  });
}

/** Splits a page's Markdown at its `##`…`######` headings (never inside code blocks). */
export function splitSections(markdown: string): MarkdownPage {
  const lines = markdown.split('\n');
  const slugger = new GithubSlugger();
  const starts: { line: number; level: number; title: string; id: string }[] = [];
  const inCode = codeLines(lines);
  lines.forEach((line, index) => {
    if (inCode[index]) return;
    const heading = HEADING.exec(line);
    if (!heading) return;
    const title = plainHeading(heading[2]);
    starts.push({ line: index, level: heading[1].length, title, id: slugger.slug(title) });
  });
  const sections = starts.map((start, index) => {
    const end = starts.slice(index + 1).find((next) => next.level <= start.level)?.line ?? lines.length;
    return { id: start.id, title: start.title, level: start.level, markdown: lines.slice(start.line, end).join('\n').trim() };
  });
  return { opening: lines.slice(0, starts[0]?.line ?? lines.length).join('\n').trim(), sections };
}

/** The section named by its id or its heading (case and spaces ignored), or undefined. */
export function findSection(page: MarkdownPage, wanted: string): MarkdownSection | undefined {
  const key = wanted.replace(/^#/, '').trim().toLowerCase();
  return page.sections.find((section) => section.id === key) ?? page.sections.find((section) => section.title.toLowerCase() === key);
}
