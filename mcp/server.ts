/** The MCP server of one docs site: its four tools, each reading the published site only. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { DocsSite } from './site';
import { getApiOperation, getApiOperationTool } from './tools/get-api-operation';
import { getPage, getPageTool } from './tools/get-page';
import { listPages, listPagesTool } from './tools/list-pages';
import { searchDocs, searchDocsTool } from './tools/search-docs';

/** The server's name as clients list it. */
const SERVER_NAME = 'airy-docs';
/** Follows the site's package version; clients show it. */
const SERVER_VERSION = '0.1.0';

export async function createDocsServer(site: DocsSite): Promise<McpServer> {
  const toc = await site.toc();
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION, title: toc.title },
    {
      instructions:
        `Answers from the published docs site ${toc.title} (${site.root}): ${toc.tagline}. ` +
        'Search with search_docs, read a page with get_page, browse with list_pages, and look up an HTTP API operation with get_api_operation. Link readers to the URLs the tools return.',
    },
  );
  server.registerTool(searchDocsTool.name, searchDocsTool.config, (args) => searchDocs(site, args));
  server.registerTool(getPageTool.name, getPageTool.config, (args) => getPage(site, args));
  server.registerTool(listPagesTool.name, listPagesTool.config, (args) => listPages(site, args));
  server.registerTool(getApiOperationTool.name, getApiOperationTool.config, (args) => getApiOperation(site, args));
  // The SDK declares `listChanged` for tools it can add or remove later; these four never change, so
  // no notification will come and none is promised.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}
