/**
 * How the MCP server reads a published site: over HTTP, at start and after; and when the site
 * cannot be read, what it tells the client instead of failing to start.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { callTool, connectClient, writeFixtureSite } from './helpers/mcp-site';
import { siteAccess } from '../../mcp/site-access';

/** Serves `dir` at `http://127.0.0.1:port/docs/`, counting the requests for each path. */
async function serveCounting(dir: string): Promise<{ root: string; asked: Map<string, number>; server: Server }> {
  const asked = new Map<string, number>();
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/docs\//, '');
    asked.set(path, (asked.get(path) ?? 0) + 1);
    try {
      response.end(await readFile(join(dir, path)));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { root: `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs/`, asked, server };
}

test('reads llms.txt and the search manifest once each to start and answer a first search', async () => {
  const fixture = writeFixtureSite();
  const served = await serveCounting(fixture.dir);
  try {
    const client = await connectClient(siteAccess({ site: served.root }));
    const { isError } = await callTool(client, 'search_docs', { query: 'kafka' });
    assert.equal(isError, false);
    assert.equal(served.asked.get('llms.txt'), 1, 'llms.txt');
    assert.equal(served.asked.get('search-index/index.json'), 1, 'the manifest');
    await client.close();
  } finally {
    served.server.close();
    fixture.remove();
  }
});

test('a site that cannot be read at start: every tool says which address it tried and how to name another, until it can', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'mcp-later-')), 'out');
  const client = await connectClient(siteAccess({ site: dir }));
  try {
    const before = await callTool(client, 'get_page', { path: '/guide/setup' });
    assert.equal(before.isError, true);
    assert.match(before.text, new RegExp(`^The docs site could not be read: the folder ${dir}/ does not exist\\. This server reads ${dir};`));
    assert.match(before.text, /start it with --site <URL of a deployment, or a built folder>/);
    writeFixtureSite({ dir });
    const after = await callTool(client, 'get_page', { path: '/guide/setup' });
    assert.equal(after.isError, false, after.text);
  } finally {
    await client.close();
    rmSync(dirname(dir), { recursive: true, force: true });
  }
});

test('names the published default as such when it cannot be reached', async () => {
  const served = await serveCounting(tmpdir());
  served.server.close();
  const client = await connectClient(siteAccess({ site: served.root, defaulted: true }));
  try {
    const { text } = await callTool(client, 'search_docs', { query: 'kafka' });
    assert.match(text, new RegExp(`${served.root} cannot be reached \\(ECONNREFUSED\\)\\. This server reads ${served.root}, the site it was published with;`));
  } finally {
    await client.close();
  }
});
