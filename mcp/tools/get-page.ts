/** `get_page`: a page's Markdown by route or URL; a long page as its opening and list of sections. */
import { findSection, splitSections, type MarkdownPage } from '../markdown-sections';
import { findPage, pageMarkdown } from '../pages';
import type { SiteAccess } from '../site-access';
import { quoted, textArgument } from '../arguments';
import { answer, errorResult, LONG_ANSWER_CHARS, textResult } from './results';

export const getPageTool = {
  name: 'get_page',
  config: {
    title: 'Read a docs page',
    description:
      'Returns one page of the docs as Markdown. `path` is a route such as `/cli/usage` or a full URL of the site (with or without trailing slash, `.md` or `#section`). ' +
      `A page over ${LONG_ANSWER_CHARS / 1000}k characters returns its opening and the list of its sections; call again with \`section\` (an id or heading from that list) to read one.`,
    inputSchema: {
      path: textArgument('Route (`/getting-started/quickstart`) or URL of a page of this site'),
      section: textArgument('Id (`send-a-message`) or heading of one section of the page').optional(),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
};

function sectionList(page: MarkdownPage): string {
  return page.sections
    .map((section) => `${'  '.repeat(section.level - 2)}- \`${section.id}\` ${section.title} (${Math.ceil(section.markdown.length / 1000)}k characters)`)
    .join('\n');
}

export async function getPage(access: SiteAccess, { path, section }: { path: string; section?: string }) {
  return answer(async () => {
    const site = await access.site();
    const resolved = findPage(site, path);
    if ('problem' in resolved) return errorResult(`${resolved.problem} \`list_pages\` lists every route.`);
    const url = site.pageUrl(resolved.route);
    const markdown = await pageMarkdown(site, resolved.route);
    const page = splitSections(markdown);
    const wanted = section ?? resolved.anchor;
    if (wanted) {
      const found = findSection(page, wanted);
      if (found) return textResult(`URL: ${url}#${found.id}\n\n${found.markdown}\n`);
      if (section) return errorResult(`The page ${resolved.route} has no section ${quoted(section)}. Its sections:\n${sectionList(page)}`);
    }
    if (markdown.length <= LONG_ANSWER_CHARS) return textResult(`URL: ${url}\n\n${markdown}\n`);
    return textResult(
      `URL: ${url}\n\n${page.opening.slice(0, LONG_ANSWER_CHARS)}\n\n---\nThis page is ${Math.round(markdown.length / 1000)}k characters long, too long to return whole. ` +
        `Read one section with get_page({ path: "${resolved.route}", section: "<id>" }). Its sections:\n${sectionList(page)}\n`,
    );
  });
}
