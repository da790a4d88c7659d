import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkBuiltLinks, fileForPath } from '../../lib/postbuild/check-built-links';

const out = join(process.cwd(), 'tests/fixtures/built-site');

test('finds broken links, anchors and assets in layout markup of the built pages', () => {
  assert.deepEqual(checkBuiltLinks(out, '/'), [
    { page: '/', link: '/missing/', reason: 'no such file in out/' },
    { page: '/', link: '/guide/#nope', reason: 'no element with id "nope" on the target page' },
    { page: '/', link: '/img/none.svg', reason: 'no such file in out/' },
  ]);
});

test('serves paths the way static hosts do', () => {
  assert.equal(fileForPath(out, '/guide/'), join(out, 'guide/index.html'));
  assert.equal(fileForPath(out, '/guide'), join(out, 'guide/index.html'));
  assert.equal(fileForPath(out, '/nothing'), null);
});
