import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findBrokenFrameLinks, servedFile } from '../../lib/export/frame-links';
import { fixture, modelOf } from './helpers/model';

/** A frame's links as the export pass keeps them: one per line. */
const frame = (links: string[]): string => links.join('\n');
const files = new Set(['index.html', 'guide/first/index.html', 'img/logo.svg', '_next/static/chunks/a.js', '404.html']);

test('serves paths the way static hosts do: the file, NAME.html, then NAME/index.html', () => {
  assert.equal(servedFile('/guide/first/', files), 'guide/first/index.html');
  assert.equal(servedFile('/guide/first', files), 'guide/first/index.html');
  assert.equal(servedFile('/', files), 'index.html');
  assert.equal(servedFile('/404', files), '404.html');
  assert.equal(servedFile('/nothing', files), null);
});

test('finds broken links, anchors and assets in the layout markup of the built pages', async () => {
  const model = await modelOf(fixture('basic'));
  const frames = new Map([['index.html', frame(['/', '/missing/', '/guide/first/#nope', '/guide/first/', '/img/none.svg', '/img/logo.svg', '/_next/static/chunks/a.js', 'https://example.com/', '#main'])]]);
  assert.deepEqual(findBrokenFrameLinks(frames, files, model), [
    { page: '/', link: '/missing/', reason: 'no such file in out/' },
    { page: '/', link: '/guide/first/#nope', reason: 'no element with id "nope" on the target page' },
    { page: '/', link: '/img/none.svg', reason: 'no such file in out/' },
  ]);
});

test('under a base path, a link outside it is broken', async () => {
  const model = await modelOf(fixture('basic'), { config: { basePath: '/docs/' } });
  const frames = new Map([['index.html', frame(['/docs/guide/first/', '/elsewhere/'])]]);
  assert.deepEqual(findBrokenFrameLinks(frames, files, model), [{ page: '/docs/', link: '/elsewhere/', reason: 'outside the base path /docs/' }]);
});
