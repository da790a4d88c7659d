import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildLlmsFullTxt, buildLlmsTxt, docsInReadingOrder, fullTextPage, plainLabel } from '../../lib/export/llms';
import type { SidebarNode } from '../../lib/sidebar';

const config = { title: 'Fixture Docs', tagline: 'Docs for the fixture', url: 'https://docs.example.com', basePath: '/base/' };
const doc = (route: string, title: string, description = '') => ({ id: route.slice(1) || 'index', route, title, description });
const docs = [
  doc('/', 'Welcome', 'Start here.'),
  doc('/guide/setup', 'Set up', 'Install it.'),
  doc('/guide/deep/tuning', 'Tuning', 'Make it fast.'),
  doc('/guide/after', 'After the category', 'Comes later.'),
  doc('/changelog', 'Changelog', 'What changed.'),
  doc('/partials/credentials', 'Credentials', 'A partial.'),
  doc('/api/extra', 'Extra endpoint'),
];
const sidebar: SidebarNode[] = [
  {
    type: 'category',
    label: 'Getting Started',
    icon: 'rocket',
    key: 'getting-started',
    href: '/',
    items: [
      { type: 'doc', label: 'Welcome', href: '/' },
      { type: 'doc', label: 'Set up', href: '/guide/setup' },
      { type: 'category', label: 'Deep', key: 'getting-started/deep', href: '/guide/deep/tuning', items: [{ type: 'doc', label: 'Tuning', href: '/guide/deep/tuning' }] },
      { type: 'doc', label: 'After', href: '/guide/after' },
      { type: 'link', label: 'Setup again', href: '/guide/setup' },
      { type: 'link', label: 'GitHub', href: 'https://github.com/example/repo' },
    ],
  },
  { type: 'doc', label: 'Changelog', href: '/changelog' },
];

test('section titles drop the leading emoji of sidebar labels', () => {
  assert.equal(plainLabel('🚀 Getting Started'), 'Getting Started');
  assert.equal(plainLabel('🛠️ Integrations'), 'Integrations');
  assert.equal(plainLabel('⚙️ Concepts'), 'Concepts');
  assert.equal(plainLabel('Plain'), 'Plain');
});

const mcpLine =
  '- [Fixture Docs MCP server](https://docs.example.com/base/mcp/airy-docs-mcp.mjs): lets an AI assistant search and read these docs with the site\'s own search (tools `search_docs`, `get_page`, `list_pages`, `get_api_operation`). ' +
  'One file for Node.js 20 or later, nothing to install: download it and run `node airy-docs-mcp.mjs` (stdio; it reads https://docs.example.com/base/), or `node airy-docs-mcp.mjs --http 8808 --host 0.0.0.0` to serve a team over Streamable HTTP at http://HOST:8808/mcp (without --host it listens on 127.0.0.1 only). ' +
  'Every page is also an MCP resource, its Markdown.';

test('llms.txt has the title, summary and sections in sidebar order with nested categories', () => {
  assert.equal(
    buildLlmsTxt(docs, sidebar, config),
    [
      '# Fixture Docs',
      '',
      '> Docs for the fixture',
      '',
      'Every page below links to its Markdown copy; the HTML page is the same address without `.md`, ending in `/`. All pages in one file: https://docs.example.com/base/llms-full.txt',
      '',
      '## MCP server',
      '',
      mcpLine,
      '',
      '## Getting Started',
      '',
      '- [Welcome](https://docs.example.com/base/index.md): Start here.',
      '- [Set up](https://docs.example.com/base/guide/setup.md): Install it.',
      '- Deep',
      '  - [Tuning](https://docs.example.com/base/guide/deep/tuning.md): Make it fast.',
      '- [After the category](https://docs.example.com/base/guide/after.md): Comes later.',
      '- [GitHub](https://github.com/example/repo)',
      '',
      '## Changelog',
      '',
      '- [Changelog](https://docs.example.com/base/changelog.md): What changed.',
      '',
      '## Optional',
      '',
      '- [Extra endpoint](https://docs.example.com/base/api/extra.md)',
      '- [Credentials](https://docs.example.com/base/partials/credentials.md): A partial.',
      '',
    ].join('\n'),
  );
});

test('llms.txt names the OpenAPI document, JSON and YAML, right after the summary', () => {
  const text = buildLlmsTxt(docs, sidebar, config, { title: 'Fixture API', summary: 'Every endpoint.' });
  const lines = text.split('\n');
  assert.deepEqual(lines.slice(5, 9), [
    '',
    '## API specification',
    '',
    '- [Fixture API: OpenAPI 3.1 document](https://docs.example.com/base/openapi.json): Every endpoint. The same document as YAML: https://docs.example.com/base/openapi.yaml',
  ]);
  assert.equal(lines[10], '## MCP server');
  assert.doesNotMatch(buildLlmsTxt(docs, sidebar, config), /openapi/);
});

test('reading order is the sidebar, then the pages outside it by route', () => {
  assert.deepEqual(
    docsInReadingOrder(docs, sidebar).map((entry) => entry.route),
    ['/', '/guide/setup', '/guide/deep/tuning', '/guide/after', '/changelog', '/api/extra', '/partials/credentials'],
  );
});

test('llms-full.txt puts each page under the site header with its address', () => {
  const page = fullTextPage('# Set up\n\nInstall it.\n', '/guide/setup', config);
  assert.equal(page, '# Set up\n\nURL: https://docs.example.com/base/guide/setup/\n\nInstall it.');
  assert.equal(
    buildLlmsFullTxt([page, '# Two\n\nURL: x\n\nBody'], config),
    '# Fixture Docs\n\n> Docs for the fixture\n\n---\n\n# Set up\n\nURL: https://docs.example.com/base/guide/setup/\n\nInstall it.\n\n---\n\n# Two\n\nURL: x\n\nBody\n',
  );
});

test('llms.txt says which release of the product the docs describe, when the version names one', () => {
  const text = buildLlmsTxt(docs, sidebar, { ...config, versions: [{ id: 'current', label: 'Next', path: '/', sidebar: 'docs', release: 'Airy Core 0.56.0' }] });
  assert.match(text, /^> Docs for the fixture\n\nThese pages describe Airy Core 0\.56\.0\.\n\n/m);
  assert.doesNotMatch(buildLlmsTxt(docs, sidebar, config), /These pages describe/);
});
