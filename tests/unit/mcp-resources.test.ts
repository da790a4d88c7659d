/**
 * Pages as MCP resources, for clients that attach context (VS Code, Claude Desktop): every page
 * listed with paging, read as Markdown by its address, and a template that covers a route.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { callTool, fixtureClient } from './helpers/mcp-site';

const ROOT = 'https://docs.example.com/base/';

/** The text of a resource's contents (a page is text, never a blob). */
function textOf(content: { text: string } | { blob: string }): string {
  return 'text' in content ? content.text : '';
}

describe('pages as resources', () => {
  let fixture: Awaited<ReturnType<typeof fixtureClient>>;
  let client: Client;
  before(async () => {
    fixture = await fixtureClient({ morePages: 1_200 });
    client = fixture.client;
  });
  after(() => fixture.close());

  test('declares resources and completions, without list-change notifications', () => {
    const capabilities = client.getServerCapabilities();
    assert.ok(capabilities?.resources);
    assert.notEqual(capabilities.resources.listChanged, true);
    assert.ok(capabilities.completions);
  });

  test('lists every page once, in sidebar order, a page of results at a time', async () => {
    const listed: { uri: string; name: string; title?: string; description?: string; mimeType?: string }[] = [];
    let cursor: string | undefined;
    let requests = 0;
    do {
      const page = await client.listResources(cursor ? { cursor } : {});
      listed.push(...page.resources);
      cursor = page.nextCursor;
      requests += 1;
    } while (cursor);
    assert.ok(requests > 1, 'more than one page of results');
    assert.equal(listed.length, 1_203);
    assert.equal(new Set(listed.map((resource) => resource.uri)).size, 1_203);
    assert.deepEqual(listed.slice(0, 3), [
      { uri: `${ROOT}index.md`, name: '/', title: 'Welcome', description: 'Start here.', mimeType: 'text/markdown' },
      { uri: `${ROOT}guide/setup.md`, name: '/guide/setup', title: 'Set up', description: 'Install it.', mimeType: 'text/markdown' },
      { uri: `${ROOT}guide/tuning.md`, name: '/guide/tuning', title: 'Tuning', description: 'Make it fast.', mimeType: 'text/markdown' },
    ]);
    assert.equal(listed.at(-1)?.uri, `${ROOT}more/page-1200.md`);
  });

  test('refuses a cursor it did not give', async () => {
    await assert.rejects(client.listResources({ cursor: 'nonsense' }), /-32602/);
  });

  test('reads a page as its Markdown, the same text get_page gives', async () => {
    const { contents } = await client.readResource({ uri: `${ROOT}guide/setup.md` });
    assert.equal(contents.length, 1);
    assert.equal(contents[0].uri, `${ROOT}guide/setup.md`);
    assert.equal(contents[0].mimeType, 'text/markdown');
    const { text } = await callTool(client, 'get_page', { path: '/guide/setup' });
    assert.equal(`URL: ${ROOT}guide/setup/\n\n${textOf(contents[0])}\n`, text);
  });

  test('a template covers a route, and completes it', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    assert.equal(resourceTemplates.length, 1);
    assert.equal(resourceTemplates[0].uriTemplate, `${ROOT}{+route}.md`);
    const home = await client.readResource({ uri: `${ROOT}index.md` });
    assert.match(textOf(home.contents[0]), /^# Welcome/);
    const completed = await client.complete({ ref: { type: 'ref/resource', uri: resourceTemplates[0].uriTemplate }, argument: { name: 'route', value: 'guide/' } });
    assert.deepEqual(completed.completion.values, ['guide/setup', 'guide/tuning']);
    const many = await client.complete({ ref: { type: 'ref/resource', uri: resourceTemplates[0].uriTemplate }, argument: { name: 'route', value: 'more/' } });
    assert.equal(many.completion.values.length, 100);
    assert.equal(many.completion.total, 1_200);
    assert.equal(many.completion.hasMore, true);
  });

  test('an address that is no page gets "resource not found" with the closest routes', async () => {
    await assert.rejects(client.readResource({ uri: `${ROOT}guide/setpu.md` }), (error: Error & { code?: number }) => {
      assert.equal(error.code, -32002);
      assert.match(error.message, /No page of this site at "https:\/\/docs\.example\.com\/base\/guide\/setpu\.md"\. Closest routes: \/guide\/setup/);
      return true;
    });
    await assert.rejects(client.readResource({ uri: 'https://elsewhere.example/guide/setup.md' }), /not an address of this site/);
  });
});

describe('list_pages on a site of a thousand pages', () => {
  let fixture: Awaited<ReturnType<typeof fixtureClient>>;
  before(async () => {
    fixture = await fixtureClient({ morePages: 1_200 });
  });
  after(() => fixture.close());

  test('answers the categories with their sizes when the whole list is too long for one answer', async () => {
    const { text, isError } = await callTool(fixture.client, 'list_pages', {});
    assert.equal(isError, false);
    assert.ok(text.length < 40_000, `${text.length} characters`);
    assert.match(text, /^- Guide: 3 pages$/m);
    assert.match(text, /^- More: 1,200 pages$/m);
    assert.match(text, /list_pages\({ section: "<category>" }\)/);
  });

  test('lists a category as far as one answer goes, and says how many pages follow', async () => {
    const small = await callTool(fixture.client, 'list_pages', { section: 'Guide' });
    assert.match(small.text, /`\/guide\/tuning`: Make it fast\.\n$/);
    const large = await callTool(fixture.client, 'list_pages', { section: 'More' });
    assert.ok(large.text.length < 41_000, `${large.text.length} characters`);
    assert.match(large.text, /^- \[More page-0001\]\(https:\/\/docs\.example\.com\/base\/more\/page-0001\/\) `\/more\/page-0001`: Page 1 of more\.$/m);
    assert.match(large.text, /… and [\d,]+ more pages of this category: search_docs finds a page, and resources\/list names every page\.\n$/);
  });
});
