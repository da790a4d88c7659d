/**
 * Every page as an MCP resource, so clients that attach context (VS Code, Claude Desktop) can
 * attach a page: `resources/list` names each page in sidebar order, a page of results at a time;
 * `resources/read` answers a page's Markdown; a template covers any route, and completes it. A
 * page's resource is its Markdown copy's address (`https://airy.co/cli/usage.md`), which a
 * reader can also open. Nothing is kept per client: the list is cut from the table of contents the
 * server holds anyway.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CompleteRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { markdownFile, markdownUrl } from '../lib/urls';
import { findPage, pageMarkdown } from './pages';
import type { DocsSite } from './site';
import type { SiteAccess } from './site-access';

/** Pages per `resources/list` answer: a 10,000-page site in 20 requests of about 150 KB. */
const PAGES_PER_LIST = 500;

/** Routes a completion offers at most (the MCP spec's limit). */
const COMPLETIONS = 100;

/** The MCP spec's error for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;

const MARKDOWN = 'text/markdown';

/** The template's one variable: a route without its leading slash (`cli/usage`; `index` for the home page). */
const ROUTE_VARIABLE = 'route';

/** The resource address of a route: its Markdown copy under the address the server names. */
function pageUri(site: DocsSite, route: string): string {
  return markdownUrl(site.address, route);
}

function templateOf(site: DocsSite): string {
  return `${site.root}{+${ROUTE_VARIABLE}}.md`;
}

/** The site, or a protocol error saying why it cannot be read. */
async function openSite(access: SiteAccess): Promise<DocsSite> {
  try {
    return await access.site();
  } catch (error) {
    throw new McpError(ErrorCode.InternalError, (error as Error).message);
  }
}

/** A cursor names the build it was given for and where the next page of results starts. */
function cursorOf(site: DocsSite, start: number): string {
  return `${site.generation}:${start}`;
}

function startOf(site: DocsSite, cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const [generation, start] = cursor.split(':').map(Number);
  if (generation !== site.generation || !Number.isInteger(start) || start < 0) {
    throw new McpError(ErrorCode.InvalidParams, 'Invalid cursor: list the resources again from the start (the site may have been deployed again)');
  }
  return start;
}

/** Adds the page resources, their template and its completion to `server` (before it connects). */
export function registerPageResources(server: McpServer, access: SiteAccess): void {
  server.server.registerCapabilities({ resources: {}, completions: {} });
  server.server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    const site = await openSite(access);
    const { pages } = site;
    const start = startOf(site, request.params?.cursor);
    const end = start + PAGES_PER_LIST;
    return {
      resources: pages.slice(start, end).map((page) => ({
        uri: pageUri(site, page.route),
        name: page.route,
        title: page.title,
        ...(page.description ? { description: page.description } : {}),
        mimeType: MARKDOWN,
      })),
      ...(end < pages.length ? { nextCursor: cursorOf(site, end) } : {}),
    };
  });
  server.server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => {
    const site = await openSite(access);
    return {
      resourceTemplates: [
        {
          uriTemplate: templateOf(site),
          name: 'page',
          title: `A page of ${site.toc.title}`,
          description: `The Markdown of the page at a route: \`cli/usage\` for ${site.pageUrl('/cli/usage')}, \`index\` for the home page.`,
          mimeType: MARKDOWN,
        },
      ],
    };
  });
  server.server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const site = await openSite(access);
    const found = findPage(site, request.params.uri);
    if ('problem' in found) throw new McpError(RESOURCE_NOT_FOUND, found.problem);
    return { contents: [{ uri: request.params.uri, mimeType: MARKDOWN, text: await pageMarkdown(site, found.route) }] };
  });
  server.server.setRequestHandler(CompleteRequestSchema, async (request) => {
    const { ref, argument } = request.params;
    if (ref.type !== 'ref/resource' || argument.name !== ROUTE_VARIABLE) return { completion: { values: [] } };
    const site = await openSite(access);
    if (ref.uri !== templateOf(site)) return { completion: { values: [] } };
    const typed = argument.value.replace(/^\/+/, '').toLowerCase();
    const matching = [...site.routes].map((route) => markdownFile(route).slice(0, -'.md'.length)).filter((route) => route.toLowerCase().startsWith(typed));
    return { completion: { values: matching.slice(0, COMPLETIONS), total: matching.length, hasMore: matching.length > COMPLETIONS } };
  });
}
