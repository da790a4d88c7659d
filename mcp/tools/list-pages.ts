/** `list_pages`: the site's routes and titles in sidebar order, all or one top-level category. */
import { slug } from 'github-slugger';
import { quoted, textArgument } from '../arguments';
import type { TocSection } from '../llms-txt';
import type { DocsSite } from '../site';
import type { SiteAccess } from '../site-access';
import { answer, errorResult, textResult } from './results';

export const listPagesTool = {
  name: 'list_pages',
  config: {
    title: 'List the docs pages',
    description:
      'Lists the pages of the docs in the order of the site\'s sidebar, grouped by top-level category (the last group, "Optional", holds pages outside the sidebar), each with its route for get_page. ' +
      'Pass `section` (a category such as "Getting Started") to list only that category, with each page\'s description.',
    inputSchema: {
      section: textArgument('A top-level category of the sidebar, e.g. "API" or "Getting Started"').optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
};

function sectionKey(title: string): string {
  return slug(title);
}

function sectionLines(section: TocSection, site: DocsSite, withDescriptions: boolean): string[] {
  return section.entries.map((entry) => {
    const indent = '  '.repeat(entry.depth);
    if (entry.kind === 'group') return `${indent}- ${entry.title}`;
    const description = withDescriptions && entry.description ? `: ${entry.description}` : '';
    return `${indent}- [${entry.title}](${site.pageUrl(entry.route)}) \`${entry.route}\`${description}`;
  });
}

export async function listPages(access: SiteAccess, { section }: { section?: string }) {
  return answer(async () => {
    const site = await access.site();
    // `llms.txt` also has sections without pages (the OpenAPI document, the MCP server).
    const sections = site.toc.sections.filter((candidate) => candidate.entries.some((entry) => entry.kind === 'page'));
    if (!section) {
      const lines = sections.flatMap((candidate) => ['', `## ${candidate.title}`, '', ...sectionLines(candidate, site, false)]);
      return textResult(`# Pages in sidebar order\n${lines.join('\n')}\n`);
    }
    const wanted = sectionKey(section);
    const found = sections.find((candidate) => sectionKey(candidate.title) === wanted);
    if (!found) return errorResult(`No top-level category ${quoted(section)}. The categories: ${sections.map((candidate) => `"${candidate.title}"`).join(', ')}.`);
    return textResult(`# ${found.title}\n\n${sectionLines(found, site, true).join('\n')}\n`);
  });
}
