/** The real `npm run build` on fixture content: it must fail, listing every problem by file and line. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { buildEnv } from './build-env';

function build(contentDir: string) {
  return spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    env: buildEnv({ DOCS_CONTENT_DIR: contentDir }),
  });
}

test('a build with MDX and component mistakes exits non-zero and lists all of them', () => {
  const result = build('tests/fixtures/bad-mdx');
  assert.notEqual(result.status, 0);
  const output = result.stderr + result.stdout;
  assert.match(output, /tests\/fixtures\/bad-mdx\/components\.mdx:5:1: unknown component <Callout>/);
  assert.match(output, /tests\/fixtures\/bad-mdx\/syntax\.mdx:\d+:\d+: MDX: /);
  assert.match(output, /Content check failed: \d+ error\(s\)/);
});

test('a build with broken links exits non-zero and names file, line and link', () => {
  const result = build('tests/fixtures/broken-link');
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /tests\/fixtures\/broken-link\/index\.mdx:5:\d+: broken link \/missing\/page/);
});

test('a build with bad front matter exits non-zero and names the line', () => {
  const result = build('tests/fixtures/bad-front-matter');
  assert.notEqual(result.status, 0);
  assert.match(result.stderr, /bad-front-matter\/types\.mdx:3:1: front-matter `hide_title` must be `true` or `false`/);
});
