/**
 * The MCP server's tools over a small published site (`helpers/mcp-site.ts`), in one process:
 * what they answer for arguments an assistant (or anyone) may send, and details of their answers.
 * The tool stories over real transports and the built site are in `tests/mcp/`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { callTool, fixtureClient } from './helpers/mcp-site';

/** The most of an argument an answer may quote. */
const MOST_ECHOED = 300;

/** The longest run of one character in `text`. */
function longestRun(text: string, character: string): number {
  return Math.max(0, ...[...text.matchAll(new RegExp(`\\${character}+`, 'g'))].map((match) => match[0].length));
}

describe('MCP tools over the fixture site', () => {
  let fixture: Awaited<ReturnType<typeof fixtureClient>>;
  let client: Client;
  before(async () => {
    fixture = await fixtureClient();
    client = fixture.client;
  });
  after(() => fixture.close());

  test('a huge argument is refused or answered without quoting more than a few hundred characters of it', async () => {
    for (const [name, args] of [
      ['get_page', { path: `/${'x'.repeat(100_000)}` }],
      ['get_page', { path: '/guide/setup', section: 'z'.repeat(100_000) }],
      ['get_api_operation', { operation: 'y'.repeat(100_000) }],
      ['search_docs', { query: 'w'.repeat(100_000) }],
      ['list_pages', { section: 'v'.repeat(100_000) }],
    ] as const) {
      const { text, isError } = await callTool(client, name, args);
      assert.equal(isError, true, `${name}: ${text.slice(0, 200)}`);
      const repeated = Object.values(args).at(-1)![0];
      assert.ok(longestRun(text, repeated) <= MOST_ECHOED, `${name} quotes ${longestRun(text, repeated)} characters of its argument`);
      assert.ok(text.length < 2_000, `${name} answers ${text.length} characters`);
    }
  });

  test('an argument just under the limit is quoted shortened, and still gets suggestions', async () => {
    const path = `/guide/${'x'.repeat(1_900)}`;
    const { text, isError } = await callTool(client, 'get_page', { path });
    assert.equal(isError, true);
    assert.ok(longestRun(text, 'x') <= MOST_ECHOED, `quotes ${longestRun(text, 'x')} characters`);
    assert.match(text, /… \(1,907 characters\)"/, 'says how long the argument was');
    assert.match(text, /Closest routes: \//);
  });

  test('a URL of another host is not taken for a page of this site', async () => {
    const { text, isError } = await callTool(client, 'get_page', { path: 'https://elsewhere.example/guide/setup/' });
    assert.equal(isError, true);
    assert.match(text, /not an address of this site/);
    assert.match(text, /https:\/\/docs\.example\.com\/base\//, 'names the addresses it answers for');
    const own = await callTool(client, 'get_page', { path: 'https://docs.example.com/base/guide/setup/' });
    assert.equal(own.isError, false, own.text);
  });

  test('says "1 page matches", not "1 pages match"', async () => {
    const { text } = await callTool(client, 'search_docs', { query: 'kafka' });
    assert.match(text, /^1 page matches "kafka"/);
    const many = await callTool(client, 'search_docs', { query: 'platform' });
    assert.match(many.text, /^2 pages match "platform"/);
  });

  test('bolds the words searched for, not function words such as "a" and "to"', async () => {
    const { text } = await callTool(client, 'search_docs', { query: 'how to add a channel' });
    assert.match(text, /\*\*add\*\*/);
    assert.match(text, /\*\*channel\*\*/);
    assert.doesNotMatch(text, /\*\*(a|to|how)\*\*/i, text);
  });

  test('tables stay aligned when links are pointed at the address the server names', async () => {
    const served = await fixtureClient({ url: 'https://mirror.example.org/docs/' });
    try {
      const { text } = await callTool(served.client, 'get_page', { path: '/guide/setup' });
      assert.match(text, /\(https:\/\/mirror\.example\.org\/docs\/guide\/tuning\/\)/, 'links rewritten');
      const rows = text.split('\n').filter((line) => line.startsWith('|'));
      assert.equal(rows.length, 4);
      const widths = rows.map((row) => row.length);
      assert.deepEqual(widths, Array(rows.length).fill(widths[0]), `every row as wide:\n${rows.join('\n')}`);
      assert.match(rows[1], /^\| -+ \| :-+: \|$/, 'the delimiter row keeps its alignment marks');
      assert.match(rows[3], /make it fast \\\| now/, 'an escaped bar stays inside its cell');
    } finally {
      await served.close();
    }
  });

  test('get_api_operation says how to send the token and where the server is', async () => {
    const { text } = await callTool(client, 'get_api_operation', { operation: 'messages.send' });
    assert.match(text, /Authorization: Bearer <token>/);
    assert.match(text, /systemToken.*The system token of the instance/);
    assert.match(text, /`\{scheme\}:\/\/\{host\}`/);
    assert.match(text, /`host`.*default `localhost`.*The host name of your instance/);
    assert.match(text, /POST \{scheme\}:\/\/\{host\}\/messages\.send/);
    assert.match(text, /Added in: Airy Core 0\.1\.0/, 'the release the published document names');
    const open = await callTool(client, 'get_api_operation', { operation: '/health' });
    assert.match(open.text, /No credentials needed/);
    assert.doesNotMatch(open.text, /Added in/);
  });

  test('declares no list-change notifications, since it sends none', () => {
    const capabilities = client.getServerCapabilities();
    assert.notEqual(capabilities?.tools?.listChanged, true);
    assert.notEqual(capabilities?.resources?.listChanged, true);
  });
});
