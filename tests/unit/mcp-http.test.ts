/** The MCP server's Streamable HTTP mode (`mcp/http.ts`) over the fixture site, in one process. */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { serveHttp } from '../../mcp/http';
import { siteAccess } from '../../mcp/site-access';
import { writeFixtureSite } from './helpers/mcp-site';

const post = (url: string, body: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body });

test('refuses a body over 1 MiB before reading it (413), and answers the next request', async () => {
  const fixture = writeFixtureSite();
  const server = await serveHttp(siteAccess({ site: fixture.dir }), { host: '127.0.0.1', port: 0, allowOrigins: [] });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  try {
    const call = (path: string) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: { path } } });
    const huge = await post(endpoint, call(`/${'x'.repeat(2 * 1024 * 1024)}`));
    assert.equal(huge.status, 413);
    assert.match((await huge.json()).error.message, /must not exceed 1048576 bytes/);
    const next = await post(endpoint, call('/guide/setup'));
    assert.equal(next.status, 200);
    assert.match((await next.json()).result.content[0].text, /^URL: https:\/\/docs\.example\.com\/base\/guide\/setup\//);
  } finally {
    server.close();
    fixture.remove();
  }
});
