/**
 * `search_docs`: the site's own search, by the same engine as the search dialog
 * (`lib/search/engine-core.ts`), over the index the build published, reading only the shards
 * the query's words are in and the records of the pages returned.
 */
import { z } from 'zod';
import { SEARCH_DIALOG_SECTIONS, SEARCH_INDEX_DIR } from '../../lib/constants';
import { createSearchCore, type SearchCore } from '../../lib/search/engine-core';
import type { TextSegment } from '../../lib/search/excerpt';
import { normalizeQuery } from '../../lib/search/query';
import { textArgument } from '../arguments';
import type { DocsSite } from '../site';
import type { SiteAccess } from '../site-access';
import { answer, errorResult, textResult } from './results';

/** Results returned when the assistant names no limit, and the most it may ask for. */
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 20;

export const searchDocsTool = {
  name: 'search_docs',
  config: {
    title: 'Search the docs',
    description:
      'Searches the documentation with the site\'s own search and returns the best pages first, each with its title, URL, breadcrumb (its place in the sidebar), an excerpt with the matching words in bold, and its best matching sections. ' +
      'Use a few keywords (`helm upgrade`, `messages.send`, `webhook signature`); then read a page with get_page.',
    inputSchema: {
      query: textArgument('Keywords to search for'),
      limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe(`How many pages to return (default ${DEFAULT_LIMIT})`),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
};

function marked(segments: TextSegment[]): string {
  return segments.map((segment) => (segment.hit ? `**${segment.text}**` : segment.text)).join('').replace(/\s+/g, ' ').trim();
}

/** One engine per build of the site: a redeploy gets a new one, so nothing of the old index is kept. */
function engineOf(site: DocsSite): SearchCore {
  const cached = engines.get(site);
  if (cached?.generation === site.generation) return cached.core;
  const core = createSearchCore({ load: (name) => site.json(`${SEARCH_INDEX_DIR}/${name}`), siteRoot: site.root });
  engines.set(site, { generation: site.generation, core });
  return core;
}
const engines = new WeakMap<DocsSite, { generation: number; core: SearchCore }>();

export async function searchDocs(access: SiteAccess, { query, limit }: { query: string; limit?: number }) {
  return answer(async () => {
    const normalized = normalizeQuery(query);
    if (!normalized) return errorResult('The query is empty: give a few keywords.');
    const site = await access.site();
    const { total, hits } = await engineOf(site).search(normalized, { count: limit ?? DEFAULT_LIMIT, maxSections: SEARCH_DIALOG_SECTIONS + 1 });
    if (!hits.length) return textResult(`No page of the docs matches "${normalized}". Try other or fewer words, or list_pages to browse.\n`);
    const lines = hits.flatMap((hit, index) => [
      `${index + 1}. [${hit.title}](${hit.url})${hit.breadcrumb ? ` (${hit.breadcrumb})` : ''}`,
      `   ${marked(hit.excerpt)}`,
      ...hit.sections.filter((section) => !section.isPage).map((section) => `   - [${section.title}](${section.url}): ${marked(section.excerpt)}`),
    ]);
    const matching = total === 1 ? '1 page matches' : `${total.toLocaleString('en-US')} pages match`;
    return textResult(`${matching} "${normalized}"${hits.length < total ? `; the best ${hits.length}` : ''}:\n\n${lines.join('\n')}\n`);
  });
}
