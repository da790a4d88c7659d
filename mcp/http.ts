/**
 * Streamable HTTP, for operators who host the server for a team: one endpoint, `/mcp`, stateless
 * (each request gets its own server over the shared, cached site). The MCP spec asks a server to
 * check `Origin` against DNS rebinding: a request from a browser page of another origin gets 403.
 * Clients that are not browsers send no `Origin` and are let through.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { MAX_MESSAGE_BYTES } from './arguments';
import { createDocsServer } from './server';
import type { SiteAccess } from './site-access';

/** The endpoint's path. */
export const MCP_PATH = '/mcp';

/** Origins of the server's own address: its host as given, and the loopback names when it is one. */
function ownOrigins(host: string, port: number): string[] {
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  const named = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return [...new Set([named, ...(loopback.includes(named) || named === '0.0.0.0' || named === '[::]' ? loopback : [])])].map((name) => `http://${name}:${port}`);
}

function refuse(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

async function handle(site: SiteAccess, allowed: Set<string>, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://server').pathname;
  if (path !== MCP_PATH) return refuse(response, 404, `Not found: the MCP endpoint is ${MCP_PATH}`);
  const origin = request.headers.origin;
  if (origin && !allowed.has(origin)) return refuse(response, 403, `Origin ${origin} is not allowed (start the server with --allow-origin ${origin} to allow it)`);
  const server = await createDocsServer(site);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_MESSAGE_BYTES });
  response.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(request, response);
}

/** Serves `site` at `http://host:port/mcp`; answers once listening. */
export function serveHttp(site: SiteAccess, { host, port, allowOrigins }: { host: string; port: number; allowOrigins: string[] }): Promise<Server> {
  const allowed = new Set([...ownOrigins(host, port), ...allowOrigins]);
  const server = createServer((request, response) => {
    handle(site, allowed, request, response).catch((error: unknown) => {
      console.error(`mcp: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) refuse(response, 500, 'Internal error');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
