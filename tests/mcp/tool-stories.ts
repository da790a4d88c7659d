/**
 * The story every transport must tell: the four tools, each answering from the published site,
 * and errors an assistant can act on. Run over stdio (`stdio.test.ts`) and HTTP (`http.test.ts`).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createSearchCore } from '../../lib/search/engine-core';
import { call, TOOLS } from './helpers';

export interface ToolStoryContext {
  client: () => Client;
  /** The root URL the answers must link to (`https://airy.co/`, `http://127.0.0.1:4123/docs/core/`). */
  root: string;
  /** The exported folder the site comes from, for comparing with the search engine itself. */
  dir: string;
}

/** Page URLs of a search_docs answer, in order. */
function resultUrls(text: string): string[] {
  return [...text.matchAll(/^\d+\. \[[^\]]*\]\(([^)]+)\)/gm)].map((match) => match[1]);
}

/** The context is read when the tests run, after the transports' `before` hooks set it up. */
export function toolStories(context: ToolStoryContext): void {
  test('lists the four tools, each with a description and an input schema', async () => {
    const { tools } = await context.client().listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [...TOOLS].sort());
    for (const tool of tools) {
      assert.ok((tool.description ?? '').length > 80, `${tool.name} explains itself`);
      assert.equal(tool.inputSchema.type, 'object');
    }
  });

  test('search_docs ranks pages as the site search does, with title, URL, breadcrumb and excerpt', async () => {
    const core = createSearchCore({ load: async (name) => JSON.parse(readFileSync(join(context.dir, 'search-index', name), 'utf8')), siteRoot: context.root });
    for (const query of ['helm upgrade', 'messages.send', 'webhook']) {
      const { text, isError } = await call(context.client(), 'search_docs', { query, limit: 5 });
      assert.equal(isError, false, text);
      const expected = (await core.search(query, { count: 5, maxSections: 4 })).hits.map((hit) => hit.url);
      assert.deepEqual(resultUrls(text), expected, `the same pages in the same order for "${query}"`);
    }
    const { text } = await call(context.client(), 'search_docs', { query: 'helm upgrade' });
    assert.match(text, new RegExp(`^1\\. \\[Upgrade your Airy Core instance\\]\\(${context.root}getting-started/upgrade/\\) \\(Getting Started\\)$`, 'm'));
    assert.match(text, /\*\*helm\*\* \*\*upgrade\*\*/i, 'matching words in bold');
    assert.match(text, new RegExp(`- \\[Upgrade using Helm\\]\\(${context.root}getting-started/upgrade/#upgrade-using-helm\\)`), 'best sections with their anchors');
  });

  test('search_docs says so when nothing matches', async () => {
    const { text, isError } = await call(context.client(), 'search_docs', { query: 'zzqxjv' });
    assert.equal(isError, false);
    assert.match(text, /No page of the docs matches "zzqxjv"/);
  });

  test('get_page finds a page by route or URL, with or without trailing slash or .md', async () => {
    const forms = ['/cli/usage', 'cli/usage/', '/cli/usage.md', `${context.root}cli/usage/`, `${context.root}cli/usage.md`];
    const answers = await Promise.all(forms.map((path) => call(context.client(), 'get_page', { path })));
    for (const answer of answers) assert.equal(answer.text, answers[0].text);
    assert.match(answers[0].text, new RegExp(`^URL: ${context.root}cli/usage/\\n\\n# Command Usage\\n`));
    const home = await call(context.client(), 'get_page', { path: '/' });
    assert.match(home.text, /^URL: .*\n\n# Welcome to Airy!/);
  });

  test('get_page gives a long page as its list of sections, and one section on request', async () => {
    const whole = await call(context.client(), 'get_page', { path: '/changelog' });
    assert.ok(whole.text.length < 60_000, `${whole.text.length} characters, not the whole 130 KB page`);
    assert.match(whole.text, /too long to return whole/);
    assert.match(whole.text, /^- `0420` 0\.42\.0 \(\d+k characters\)$/m);
    const section = await call(context.client(), 'get_page', { path: '/changelog', section: '0420' });
    assert.match(section.text, new RegExp(`^URL: ${context.root}changelog/#0420\\n\\n## 0\\.42\\.0\\n`));
    assert.doesNotMatch(section.text, /^## 0\.41\.0/m, 'the next release is not part of it');
    const byAnchor = await call(context.client(), 'get_page', { path: `${context.root}changelog/#0420` });
    assert.equal(byAnchor.text, section.text, 'a URL with #section reads that section');
  });

  test('get_page names the sections when one is unknown, and the closest routes when the page is', async () => {
    const section = await call(context.client(), 'get_page', { path: '/cli/usage', section: 'no-such-section' });
    assert.equal(section.isError, true);
    assert.match(section.text, /has no section "no-such-section"\. Its sections:\n- `commands-at-a-glance` Commands at a glance/);
    const page = await call(context.client(), 'get_page', { path: '/cli/usag' });
    assert.equal(page.isError, true);
    assert.match(page.text, /^No page of this site at "\/cli\/usag"\. Closest routes: \/cli\/usage, /);
  });

  test('list_pages lists routes and titles in sidebar order, all or one category', async () => {
    const all = await call(context.client(), 'list_pages', {});
    const routes = [...all.text.matchAll(/`(\/[^`]*)`/g)].map((match) => match[1]);
    assert.deepEqual(routes.slice(0, 3), ['/', '/getting-started/components', '/getting-started/installation/introduction']);
    assert.ok(routes.includes('/changelog') && routes.length > 90, `${routes.length} routes`);
    assert.match(all.text, /^## Optional$/m, 'pages outside the sidebar come last');
    assert.doesNotMatch(all.text, /## (API specification|MCP server)/);
    const sources = await call(context.client(), 'list_pages', { section: 'sources' });
    assert.match(sources.text, new RegExp(`^# Sources\\n\\n- \\[Sources\\]\\(${context.root}sources/introduction/\\) \`/sources/introduction\`: What sources`));
    const unknown = await call(context.client(), 'list_pages', { section: 'Nowhere' });
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /No top-level category "Nowhere"\. The categories: "Getting Started", "Sources"/);
  });

  test('get_api_operation answers by path or operation ID with resolved schemas, examples and the page', async () => {
    const forms = ['/messages.send', 'messages.send', 'POST /messages.send'];
    const answers = await Promise.all(forms.map((operation) => call(context.client(), 'get_api_operation', { operation })));
    for (const answer of answers) assert.equal(answer.text, answers[0].text);
    const { text } = answers[0];
    assert.match(text, /^# POST \/messages\.send: Send a message\n/);
    assert.match(text, new RegExp(`^Documented at: ${context.root}api/endpoints/messages/$`, 'm'));
    assert.doesNotMatch(text, /"\$ref"/, 'every schema resolved');
    assert.match(text, /"conversation_id": \{\n\s+"type": "string",\n\s+"format": "uuid"/);
    assert.match(text, /Example:\n\n```json\n\{\n\s+"conversation_id": "2b7d5e1f/);
    assert.match(text, /### 200\n[\s\S]*"delivery_state"/);
    const unknown = await call(context.client(), 'get_api_operation', { operation: 'messages.sned' });
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /No operation "messages\.sned".*Closest: POST \/messages\.send/);
  });

  test('every page is a resource: listed in sidebar order, read as its Markdown by its address', async () => {
    const { resources, nextCursor } = await context.client().listResources();
    assert.equal(nextCursor, undefined, 'this site fits one page of results');
    assert.deepEqual(resources.slice(0, 2).map((resource) => resource.uri), [`${context.root}index.md`, `${context.root}getting-started/components.md`]);
    assert.ok(resources.length > 90, `${resources.length} resources`);
    const { contents } = await context.client().readResource({ uri: `${context.root}cli/usage.md` });
    assert.match('text' in contents[0] ? contents[0].text : '', /^# Command Usage\n/);
    const { resourceTemplates } = await context.client().listResourceTemplates();
    assert.deepEqual(resourceTemplates.map((template) => template.uriTemplate), [`${context.root}{+route}.md`]);
  });

  test('bad arguments get the SDK\'s validation error, and the server keeps answering', async () => {
    for (const [name, args] of [['search_docs', { query: 42 }], ['search_docs', { query: 'x', limit: 500 }], ['get_page', {}], ['get_api_operation', { operation: '' }]] as const) {
      const { text, isError } = await call(context.client(), name, args);
      assert.equal(isError, true, `${name} ${JSON.stringify(args)}`);
      assert.match(text, /validation|invalid/i, text);
    }
    const unknownTool = await call(context.client(), 'no_such_tool', {});
    assert.equal(unknownTool.isError, true);
    const after = await call(context.client(), 'search_docs', { query: 'kafka' });
    assert.equal(after.isError, false);
  });
}
