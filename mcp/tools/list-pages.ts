/** `list_pages`: the site's routes and titles in sidebar order, all or one top-level category. */
import { slug } from 'github-slugger';
import { quoted, textArgument } from '../arguments';
import type { TocSection } from '../llms-txt';
import type { DocsSite } from '../site';
import type { SiteAccess } from '../site-access';
import { answer, errorResult, LONG_ANSWER_CHARS, textResult } from './results';

export const listPagesTool = {
  name: 'list_pages',
  config: {
    title: 'List the docs pages',
    description:
      'Lists the pages of the docs in the order of the site\'s sidebar, grouped by top-level category (the last group, "Optional", holds pages outside the sidebar), each with its route for get_page. ' +
      'Pass `section` (a category such as "Getting Started") to list only that category, with each page\'s description. ' +
      `On a site too large to list in one answer (over ${LONG_ANSWER_CHARS / 1000}k characters), the list without \`section\` gives the categories and their sizes.`,
    inputSchema: {
      section: textArgument('A top-level category of the sidebar, e.g. "API" or "Getting Started"').optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
};

function sectionKey(title: string): string {
  return slug(title);
}

function entryLine(entry: TocSection['entries'][number], site: DocsSite, withDescription: boolean): string {
  const indent = '  '.repeat(entry.depth);
  if (entry.kind === 'group') return `${indent}- ${entry.title}`;
  const description = withDescription && entry.description ? `: ${entry.description}` : '';
  return `${indent}- [${entry.title}](${site.pageUrl(entry.route)}) \`${entry.route}\`${description}`;
}

/** The whole list's lines, made as they are read (a site too large to list stops them early). */
function* wholeList(sections: TocSection[], site: DocsSite): Generator<string> {
  for (const section of sections) {
    yield* ['', `## ${section.title}`, ''];
    for (const entry of section.entries) yield entryLine(entry, site, false);
  }
}

/** The top-level categories with their sizes: the answer for a site too large to list whole. */
function overview(sections: TocSection[]): string {
  const sizes = sections.map((section) => {
    const pages = section.entries.filter((entry) => entry.kind === 'page').length;
    return `- ${section.title}: ${pages.toLocaleString('en-US')} ${pages === 1 ? 'page' : 'pages'}`;
  });
  return `# Pages in sidebar order\n\nThe site is too large to list in one answer. Its top-level categories:\n\n${sizes.join('\n')}\n\nList one with list_pages({ section: "<category>" }).\n`;
}

/** `heading` and `lines` as one answer, or null when they are longer than one answer may be. */
function upToTheLimit(heading: string, lines: Iterable<string>): string | null {
  let text = heading;
  for (const line of lines) {
    text += `${line}\n`;
    if (text.length > LONG_ANSWER_CHARS) return null;
  }
  return text;
}

/** A category's lines as far as one answer goes, with how many pages are left out. */
function categoryAnswer(heading: string, lines: string[]): string {
  let length = heading.length;
  const shown = lines.findIndex((line) => (length += line.length + 1) > LONG_ANSWER_CHARS);
  if (shown < 0) return `${heading}${lines.join('\n')}\n`;
  const left = lines.slice(shown).filter((line) => /^\s*- \[/.test(line)).length;
  return `${heading}${lines.slice(0, shown).join('\n')}\n\n… and ${left.toLocaleString('en-US')} more pages of this category: search_docs finds a page, and resources/list names every page.\n`;
}

export async function listPages(access: SiteAccess, { section }: { section?: string }) {
  return answer(async () => {
    const site = await access.site();
    // `llms.txt` also has sections without pages (the OpenAPI document, the MCP server).
    const sections = site.toc.sections.filter((candidate) => candidate.entries.some((entry) => entry.kind === 'page'));
    if (!section) {
      const whole = upToTheLimit('# Pages in sidebar order\n', wholeList(sections, site));
      return textResult(whole ?? overview(sections));
    }
    const wanted = sectionKey(section);
    const found = sections.find((candidate) => sectionKey(candidate.title) === wanted);
    if (!found) return errorResult(`No top-level category ${quoted(section)}. The categories: ${sections.map((candidate) => `"${candidate.title}"`).join(', ')}.`);
    return textResult(categoryAnswer(`# ${found.title}\n\n`, found.entries.map((entry) => entryLine(entry, site, true))));
  });
}
