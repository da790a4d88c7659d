/** The MCP server of one docs site: its four tools and its pages as resources, each reading the published site only. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { registerPageResources } from './resources';
import type { SiteAccess } from './site-access';
import { getApiOperation, getApiOperationTool } from './tools/get-api-operation';
import { getPage, getPageTool } from './tools/get-page';
import { listPages, listPagesTool } from './tools/list-pages';
import { searchDocs, searchDocsTool } from './tools/search-docs';

/** The server's name as clients list it. */
const SERVER_NAME = 'airy-docs';
/** Follows the site's package version; clients show it. */
export const SERVER_VERSION = '0.1.0';

/** Most array elements and object members a tool call's arguments may hold: the tools take at most two. */
const MAX_ARGUMENT_ELEMENTS = 16;

const HOW_TO_USE =
  'Search with search_docs, read a page with get_page, browse with list_pages, and look up an HTTP API operation with get_api_operation. ' +
  'Every page is also a resource (its Markdown copy), to attach as context. Link readers to the URLs the tools return.';

/** What the server tells a client at start: the site it answers from, or why it cannot read it yet. */
async function instructions(access: SiteAccess): Promise<{ title?: string; text: string }> {
  try {
    const site = await access.site();
    return { title: site.toc.title, text: `Answers from the published docs site ${site.toc.title} (${site.root}): ${site.toc.tagline}. ${HOW_TO_USE}` };
  } catch (error) {
    return { text: `${(error as Error).message} Every tool answers with this until the site can be read. ${HOW_TO_USE}` };
  }
}

export async function createDocsServer(access: SiteAccess): Promise<McpServer> {
  const { title, text } = await instructions(access);
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION, title }, { instructions: text, maxToolInputElements: MAX_ARGUMENT_ELEMENTS });
  server.registerTool(searchDocsTool.name, searchDocsTool.config, (args) => searchDocs(access, args));
  server.registerTool(getPageTool.name, getPageTool.config, (args) => getPage(access, args));
  server.registerTool(listPagesTool.name, listPagesTool.config, (args) => listPages(access, args));
  server.registerTool(getApiOperationTool.name, getApiOperationTool.config, (args) => getApiOperation(access, args));
  // The SDK declares `listChanged` for tools it can add or remove later; these four never change, so
  // no notification will come and none is promised.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  registerPageResources(server, access);
  return server;
}
