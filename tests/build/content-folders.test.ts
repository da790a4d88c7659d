/**
 * Any content folder builds, or says plainly why not: an empty folder, a flat folder of pages,
 * deep nesting, and a site of one page with and without the pages `site.config.ts` links to.
 * Real builds (`npm run build` with DOCS_CONTENT_DIR), served by the static server.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildEnv } from './build-env';

function run(script: 'build' | 'check', contentDir: string) {
  const result = spawnSync('npm', ['run', script], { encoding: 'utf8', env: buildEnv({ DOCS_CONTENT_DIR: contentDir }) });
  return { status: result.status, output: result.stdout + result.stderr };
}

/** Serves `out/` with the project's static server and answers the status and text of `paths`. */
async function serve(paths: string[]): Promise<{ status: number; text: string }[]> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--dir', 'out', '--port', String(port)], { stdio: 'ignore' });
  try {
    for (let tries = 0; ; tries++) {
      try {
        await fetch(`http://localhost:${port}/`);
        break;
      } catch (error) {
        if (tries > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return await Promise.all(paths.map(async (path) => {
      const response = await fetch(`http://localhost:${port}${path}`);
      return { status: response.status, text: await response.text() };
    }));
  } finally {
    server.kill();
  }
}

test('an empty content folder fails the content check with a sentence that names the folder', () => {
  const { status, output } = run('check', 'tests/fixtures/empty-site');
  assert.notEqual(status, 0);
  assert.match(output, /tests\/fixtures\/empty-site: the content folder tests\/fixtures\/empty-site holds no \.md or \.mdx file, so there is no page to build/);
});

test('a flat folder of pages (no sub-folders, no categories) builds and serves', async () => {
  const { status, output } = run('build', 'tests/fixtures/flat-site');
  assert.equal(status, 0, output);
  const [one, help] = await serve(['/one/', '/getting-started/troubleshooting/']);
  assert.equal(one.status, 200);
  assert.match(one.text, /Flat page one/);
  assert.match(one.text, /href="\/two\/"/, 'the sidebar lists the other pages');
  assert.match(one.text, /<a class="navbar-brand" href="\/four\/"/, 'without a page at /, the title leads to the first page');
  assert.equal(help.status, 200);
});

test('deep nesting builds and serves, with the branch of the current page open in the sidebar', async () => {
  const { status, output } = run('build', 'tests/fixtures/deep-site');
  assert.equal(status, 0, output);
  const [leaf] = await serve(['/a/b/c/d/leaf/']);
  assert.equal(leaf.status, 200);
  assert.match(leaf.text, /Five levels down/);
  assert.ok(existsSync(join('out', 'sidebar', 'a.json')), 'the top category is a sidebar section');
  assert.match(readFileSync(join('out', 'sidebar', 'a.json'), 'utf8'), /"\/a\/b\/c\/d\/leaf"/);
});

test('a site of one page builds when the links of site.config.ts name it', async () => {
  const { status, output } = run('build', 'tests/fixtures/one-page');
  assert.equal(status, 0, output);
  assert.match(output, /the version "current" path \(the badge's link\) points to \/, and no page of this build has that route/);
  const [help] = await serve(['/getting-started/troubleshooting/']);
  assert.equal(help.status, 200);
  assert.match(help.text, /<a class="navbar-brand" href="\/getting-started\/troubleshooting\/"/, 'without a page at /, the title leads to the one page');
});

test('a site of one page that the navbar links do not name fails before next build, naming site.config.ts', () => {
  const { status, output } = run('build', 'tests/fixtures/one-page-unlinked');
  assert.notEqual(status, 0);
  assert.match(output, /site\.config\.ts:\d+:\d+: the navbar link "Need help\?" points to \/getting-started\/troubleshooting, and no page of this build has that route/);
  assert.doesNotMatch(output, /Next\.js|Creating an optimized production build/, 'next build never started');
});
