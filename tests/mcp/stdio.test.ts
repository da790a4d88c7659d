/**
 * The MCP server over stdio, started as the docs tell a user to (`npm run --silent mcp -- --site
 * out`), against the built `out/`. Needs `npm run build` first (`scripts/test.mjs` runs it).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { call, freePort, NPM_MCP, runToEnd, stdioClient } from './helpers';
import { toolStories } from './tool-stories';

describe('stdio against out/', () => {
  let client: Client;
  before(async () => {
    client = (await stdioClient('npm', [...NPM_MCP, '--site', 'out'])).client;
  });
  after(() => client.close());
  toolStories({ client: () => client, root: 'https://airy.co/', dir: 'out' });
});

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };

test('stdout carries nothing but protocol messages, and a line that is not JSON gets a parse error', async () => {
  const { spawn } = await import('node:child_process');
  const child = spawn('npm', [...NPM_MCP, '--site', 'out'], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  const send = (message: unknown) => child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`);
  send(INITIALIZE);
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  send('this is not JSON');
  send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_page', arguments: { path: 7 } } });
  send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'search_docs', arguments: { query: 'helm' } } });
  const deadline = Date.now() + 30_000;
  while (!stdout.includes('"id":3') && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
  process.kill(-child.pid!, 'SIGTERM');
  const lines = stdout.trim().split('\n');
  for (const line of lines) assert.equal(JSON.parse(line).jsonrpc, '2.0', line);
  assert.ok(lines.some((line) => JSON.parse(line).id === 3 && !JSON.parse(line).result.isError), 'the search after the bad input is answered');
  const parseError = lines.map((line) => JSON.parse(line)).find((message) => message.error?.code === -32700);
  assert.ok(parseError, 'JSON-RPC parse error -32700 for the line that is not JSON');
  assert.equal(parseError.id, null);
});

describe('a site that cannot be read: the server starts, and says which address it tried and how to name another', () => {
  for (const [site, reason] of [
    ['no-such-folder', /the folder no-such-folder\/ does not exist/],
    ['tests', /tests\/ is not a built docs site: it has no llms\.txt \(build it with `npm run build`, or name the folder or URL the build was deployed to\)/],
    ['http://127.0.0.1:{port}/docs/', /http:\/\/127\.0\.0\.1:\d+\/docs\/ cannot be reached \(ECONNREFUSED\)/],
  ] as const) {
    test(`--site ${site}`, async () => {
      const address = site.replace('{port}', String(await freePort()));
      const { client, stderr } = await stdioClient('npm', [...NPM_MCP, '--site', address]);
      try {
        const { text, isError } = await call(client, 'search_docs', { query: 'helm' });
        assert.equal(isError, true);
        for (const said of [text, stderr()]) {
          assert.match(said, reason);
          assert.match(said, /--site <URL of a deployment, or a built folder>/, 'says how to name another site');
        }
        assert.match(stderr(), /^mcp: /);
      } finally {
        await client.close();
      }
    });
  }
  test('no --site: the problem and the help, exit 2', async () => {
    const { code, stdout, stderr } = await runToEnd('npm', NPM_MCP);
    assert.equal(code, 2);
    assert.equal(stdout, '');
    assert.match(stderr, /^mcp: --site is missing: name the built site's folder \(out\/\) or its URL\n\nUsage: /);
  });
});
