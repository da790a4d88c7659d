import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkReferences, resolveLink } from '../../lib/check/references';
import { createMarkdownLinkResolver } from '../../lib/mdx/remark-markdown-links';

test('resolves relative, absolute and hash links against the page', () => {
  assert.deepEqual(resolveLink('/cli/usage#airy-create', '/x'), { path: '/cli/usage', fragment: 'airy-create' });
  assert.deepEqual(resolveLink('../api/tags', '/guides/backup'), { path: '/api/tags', fragment: null });
  assert.deepEqual(resolveLink('./other', '/guides/backup'), { path: '/guides/other', fragment: null });
  assert.deepEqual(resolveLink('#top', '/guides/backup'), { path: '/guides/backup', fragment: 'top' });
  assert.deepEqual(resolveLink('/cli/usage/index.html', '/'), { path: '/cli/usage', fragment: null });
  assert.deepEqual(resolveLink('/cli/usage/?x=1', '/'), { path: '/cli/usage', fragment: null });
});

const site = {
  idsByRoute: new Map([
    ['/', new Set(['intro'])],
    ['/cli/usage', new Set(['airy-create'])],
    ['/unparsed', new Set<string>()],
  ]),
  unparsedRoutes: new Set(['/unparsed']),
  extraPaths: new Set(['/search']),
  publicFileExists: (path: string) => path === '/img/a.svg',
};

test('reports a missing page and a missing anchor, with positions', () => {
  const problems = checkReferences(
    { file: 'content/x.mdx', route: '/x' },
    [
      { kind: 'link', url: '/cli/usage#airy-create', line: 1, column: 1 },
      { kind: 'link', url: '/cli/usage#airy-delete', line: 2, column: 3 },
      { kind: 'link', url: '/nope', line: 3, column: 1 },
      { kind: 'link', url: '/unparsed#any-heading', line: 4, column: 1 },
      { kind: 'link', url: 'https://example.com/anything' },
      { kind: 'link', url: '/search' },
      { kind: 'image', url: '/img/a.svg' },
      { kind: 'image', url: '/img/missing.svg', line: 9 },
    ],
    site,
  );
  assert.deepEqual(
    problems.map((p) => [p.line, p.message]),
    [
      [2, 'broken anchor /cli/usage#airy-delete: /cli/usage has no heading or id "airy-delete"'],
      [3, 'broken link /nope: no page has this route'],
      [9, 'image /img/missing.svg does not exist'],
    ],
  );
});

test('markdown file links resolve relative to the linking doc, then from the root', () => {
  const resolve = createMarkdownLinkResolver(new Map([['api/endpoints/tags', '/api/endpoints/tags'], ['cli/usage', '/cli/usage']]));
  assert.equal(resolve('../api/endpoints/tags.md', 'guides/backup'), '/api/endpoints/tags');
  assert.equal(resolve('/cli/usage.mdx', 'guides/backup'), '/cli/usage');
  assert.equal(resolve('cli/usage.md', 'guides/backup'), '/cli/usage');
  assert.equal(resolve('./missing.md', 'guides/backup'), null);
});
