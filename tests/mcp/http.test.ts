/**
 * The MCP server as a team's Streamable HTTP service (`--http <port>`) reading a deployment over
 * HTTP: the root build `out/` and the base-path build `out-base/` (under /docs/core/), each served
 * by `scripts/serve.mjs`. Answers link to the deployment's own addresses.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ChildProcess } from 'node:child_process';
import { RECHECK_MS } from '../../mcp/site';
import { call, freePort, httpClient, NPM_MCP, startServer, stopServer } from './helpers';
import { toolStories } from './tool-stories';

/** Serves `dir` under `base` and the MCP server over it; answers the client and the addresses. */
async function serveSiteAndMcp(dir: string, base: string) {
  const [sitePort, mcpPort] = [await freePort(), await freePort()];
  const root = `http://127.0.0.1:${sitePort}${base}`;
  const processes: ChildProcess[] = [];
  processes.push(await startServer('node', ['scripts/serve.mjs', '--dir', dir, '--port', String(sitePort), '--base', base], root));
  const endpoint = `http://127.0.0.1:${mcpPort}/mcp`;
  processes.push(await startServer('npm', [...NPM_MCP, '--site', root, '--http', String(mcpPort)], endpoint));
  const client = await httpClient(endpoint);
  return {
    client,
    root,
    endpoint,
    async close() {
      await client.close();
      for (const child of processes) stopServer(child);
    },
  };
}

for (const [dir, base] of [['out', '/'], ['out-base', '/docs/core/']] as const) {
  describe(`Streamable HTTP over a deployment of ${dir}/ at ${base}`, () => {
    let served: Awaited<ReturnType<typeof serveSiteAndMcp>>;
    before(async () => {
      served = await serveSiteAndMcp(dir, base);
    });
    after(() => served.close());
    toolStories({
      client: () => served.client,
      get root() {
        return served.root;
      },
      dir,
    });

    test('refuses a browser page of another origin (403) and lets its own origin and non-browser clients through', async () => {
      const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
      const post = (origin?: string) =>
        fetch(served.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(origin ? { origin } : {}) },
          body: JSON.stringify(initialize),
        });
      const foreign = await post('http://evil.example');
      assert.equal(foreign.status, 403);
      assert.match((await foreign.json()).error.message, /Origin http:\/\/evil\.example is not allowed/);
      assert.equal((await post(new URL(served.endpoint).origin)).status, 200);
      assert.equal((await post()).status, 200);
    });
  });
}

test('a redeployed site (a new build in the manifest) is read afresh', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-redeploy-'));
  cpSync('out-base', dir, { recursive: true });
  const served = await serveSiteAndMcp(dir, '/docs/core/');
  try {
    const before = await call(served.client, 'get_page', { path: '/cli/usage' });
    writeFileSync(join(dir, 'cli/usage.md'), `${readFileSync(join(dir, 'cli/usage.md'), 'utf8')}\nRedeployed today.\n`);
    await new Promise((done) => setTimeout(done, RECHECK_MS + 200));
    assert.equal((await call(served.client, 'get_page', { path: '/cli/usage' })).text, before.text, 'the same build: the page is not read again');
    const manifestFile = join(dir, 'search-index/index.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    cpSync(join(dir, 'search-index', manifest.build), join(dir, 'search-index', 'redeployed'), { recursive: true });
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, build: 'redeployed' }));
    await new Promise((done) => setTimeout(done, RECHECK_MS + 200));
    assert.match((await call(served.client, 'get_page', { path: '/cli/usage' })).text, /Redeployed today\.\s*$/);
    assert.equal((await call(served.client, 'search_docs', { query: 'helm' })).isError, false, 'the search reads the new build');
  } finally {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
