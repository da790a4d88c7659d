/** The URL map (`lib/urls.ts`): the base path put on and taken off, and the site's own address, in one place. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileUrl, mcpServerUrl, pathBelowBase, routeOfPath, siteAddressOf, siteRootUrl } from '../../lib/urls';

test('puts the base path before a file of the export', () => {
  assert.equal(fileUrl('/docs/core/', '_next/static/x.js'), '/docs/core/_next/static/x.js');
  assert.equal(fileUrl('/', '/404.html'), '/404.html');
});

test('takes the base path off a path, and tells a path outside it', () => {
  assert.equal(pathBelowBase('/docs/core/', '/docs/core/cli/usage/'), 'cli/usage/');
  assert.equal(pathBelowBase('/docs/core/', '/docs/core'), '');
  assert.equal(pathBelowBase('/docs/core/', '/docs/other/'), null);
  assert.equal(pathBelowBase('/', '/cli/usage/'), 'cli/usage/');
  assert.deepEqual(['cli/usage/', '/cli/usage', ''].map(routeOfPath), ['/cli/usage', '/cli/usage', '/']);
});

test('makes the site\'s own address, and reads one back', () => {
  const address = siteAddressOf('https://docs.example.com/docs/core?x=1#top');
  assert.deepEqual(address, { url: 'https://docs.example.com', basePath: '/docs/core/' });
  assert.equal(siteRootUrl(address), 'https://docs.example.com/docs/core/');
  assert.equal(mcpServerUrl(address), 'https://docs.example.com/docs/core/mcp/airy-docs-mcp.mjs');
  assert.equal(mcpServerUrl({ url: 'https://airy.co', basePath: '/' }), 'https://airy.co/mcp/airy-docs-mcp.mjs');
});
