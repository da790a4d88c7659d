/**
 * Incremental builds are never stale: a build reuses cached renders and skips `next build` when
 * nothing it reads changed, yet an edited partial updates the pages that include it, a renamed
 * heading that another page links to fails the link check, a configuration change rebuilds every
 * page, and an incremental build writes only the files whose bytes change, removes a deleted doc's,
 * and leaves an `out/` byte for byte the cold one (fixed build id).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { readRecord } from '../../lib/site/build-record';
import { RENDER_CACHE_DIR, TEMPLATES_DIR } from '../../lib/site/stages';
import { buildEnv } from './build-env';

let content = '';
const BUILD_ID = 'incremental-test';
/** Turbopack's compile cache, which `next build` reads and writes. */
const COMPILE_CACHE = join('.next', 'cache', 'turbopack');

function build(extra: Record<string, string> = {}, ...args: string[]) {
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts', ...args], { encoding: 'utf8', env: buildEnv({ DOCS_CONTENT_DIR: content, BUILD_ID, ...extra }) });
  return { status: result.status, output: result.stdout + result.stderr };
}

const edit = (file: string, from: string, to: string) => writeFileSync(join(content, file), readFileSync(join(content, file), 'utf8').replace(from, to));
const page = (route: string) => readFileSync(join('out', route, 'index.html'), 'utf8');

before(() => {
  content = mkdtempSync(join(tmpdir(), 'incremental-site-'));
  cpSync('tests/fixtures/incremental-site', content, { recursive: true });
  const cold = build({}, '--clean');
  assert.equal(cold.status, 0, cold.output);
  assert.equal(existsSync(COMPILE_CACHE), false, 'a first build writes no compile cache that nothing would read');
});

after(() => rmSync(content, { recursive: true, force: true }));

test('one record says what the build produced from what, pointing into the caches rather than copying them', () => {
  const record = readRecord(process.cwd())!;
  const docs = readdirSync(content, { recursive: true }).filter((file) => String(file).endsWith('.mdx'));
  assert.equal(Object.keys(record.model.renders).length, docs.length, 'the render of every doc');
  assert.equal(Object.keys(record.export.pages).length, docs.length, 'a key of every doc page');
  for (const key of Object.values(record.model.renders)) assert.ok(existsSync(join(RENDER_CACHE_DIR, key.slice(0, 2), `${key}.json`)), `render ${key} is in the cache`);
  assert.ok(Object.keys(record.export.templates).length > 0);
  for (const hash of Object.values(record.export.templates)) assert.ok(existsSync(join(TEMPLATES_DIR, `${hash}.html`)), `template ${hash} is kept`);
  assert.match(record.next.inputs, /^[0-9a-f]{64}$/);
});

test('a build with nothing changed skips next build and finishes no page', () => {
  const again = build();
  assert.equal(again.status, 0, again.output);
  assert.match(again.output, /next build: skipped/);
  assert.match(again.output, /export: 0 pages finished/);
});

test('an edited partial updates the page that includes it, without next build', () => {
  edit('partials/note.mdx', 'version one', 'version two');
  const again = build();
  assert.equal(again.status, 0, again.output);
  assert.match(again.output, /next build: skipped/);
  assert.match(page(''), /Partial text, version two\./);
  assert.match(readFileSync(join('out', 'index.md'), 'utf8'), /version two/);
});

test('renaming a heading that another page links to fails the link check, though the linking page is cached', () => {
  edit('guide.mdx', '## The steps', '## The stages');
  const again = build();
  assert.notEqual(again.status, 0);
  assert.match(again.output, /index\.mdx:5:\d+: broken anchor \/guide#the-steps: \/guide has no heading or id "the-steps"/);
  edit('guide.mdx', '## The stages', '## The steps');
});

test('a change of configuration rebuilds every page', () => {
  const again = build({ SITE_URL: 'https://docs.example.org' });
  assert.equal(again.status, 0, again.output);
  assert.doesNotMatch(again.output, /next build: skipped/);
  assert.match(page('guide'), /<link rel="canonical" href="https:\/\/docs\.example\.org\/guide\/"/);
  assert.ok(existsSync(COMPILE_CACHE), 'a checkout that built before keeps the compile cache for its next build');
});

/** Every file of an export with its bytes and when it was last written. */
function writes(dir: string): Map<string, { bytes: string; mtime: number }> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(files.map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return [path.slice(dir.length + 1), { bytes: readFileSync(path, 'latin1'), mtime: statSync(path).mtimeMs }];
  }));
}

/** The files an incremental build wrote: every one it left must have kept its time exactly when it kept its bytes. */
function checkOnlyChangedWritten(before: ReturnType<typeof writes>, after: ReturnType<typeof writes>): string[] {
  const changed: string[] = [];
  for (const [file, now] of after) {
    const old = before.get(file);
    const same = old?.bytes === now.bytes;
    assert.equal(old?.mtime === now.mtime, same, `${file} is written exactly when its bytes change (${same ? 'same bytes, written again' : 'new bytes'})`);
    if (!same) changed.push(file);
  }
  return changed;
}

test("after one doc's body changes, its title changes, and a doc is deleted, the build writes only the files whose bytes change, every page that shows the title among them, and out/ is the cold build's byte for byte", async () => {
  writeFileSync(join(content, 'extra.mdx'), '---\ntitle: Extra\n---\n\nA page that will be deleted.\n');
  assert.equal(build().status, 0);
  const before = writes('out');
  await new Promise((done) => setTimeout(done, 50));
  edit('guide.mdx', 'Do this, then that.', 'Do this, then that, then the rest.');
  const incremental = build();
  assert.match(incremental.output, /next build: skipped/);
  const afterEdit = writes('out');
  const changed = checkOnlyChangedWritten(before, afterEdit);
  assert.ok(changed.includes('guide/index.html') && changed.includes('guide/index.body.txt') && changed.includes('guide.md'), changed.join(', '));
  assert.ok(!changed.includes('guide/index.txt'), "the page's payload does not show its body: it is left as it was");
  assert.ok(!changed.includes('index.html') && !changed.includes('sitemap.xml'), changed.join(', '));

  // A title is in every page whose sidebar names the doc: each of them is written again, and only they.
  await new Promise((done) => setTimeout(done, 50));
  edit('guide.mdx', 'title: Guide\n', 'title: Guide, renamed\n');
  const renamed = build();
  assert.equal(renamed.status, 0, renamed.output);
  assert.match(renamed.output, /next build: skipped/);
  const afterTitle = writes('out');
  const changedByTitle = checkOnlyChangedWritten(afterEdit, afterTitle);
  const showingIt = [...afterEdit].filter(([file, { bytes }]) => file.endsWith('index.html') && bytes.includes('>Guide<')).map(([file]) => file);
  assert.ok(showingIt.length >= 3, `pages that name the guide: ${showingIt.join(', ')}`);
  for (const file of showingIt) {
    assert.ok(changedByTitle.includes(file), `${file} names the guide and was not written again`);
    assert.ok(afterTitle.get(file)!.bytes.includes('Guide, renamed'), `${file} shows the new title`);
  }

  await new Promise((done) => setTimeout(done, 50));
  rmSync(join(content, 'extra.mdx'));
  {
    const deleted = build();
    assert.equal(deleted.status, 0, deleted.output);
    assert.match(deleted.output, /next build: skipped/);
    const afterDelete = writes('out');
    checkOnlyChangedWritten(afterTitle, afterDelete);
    assert.ok(!existsSync(join('out', 'extra')) && !existsSync(join('out', 'extra.md')), "the deleted doc's page is gone, with its folder");
    const kept = mkdtempSync(join(tmpdir(), 'incremental-out-'));
    try {
      cpSync('out', kept, { recursive: true });
      assert.equal(build({}, '--clean').status, 0);
      const [a, b] = [writes(kept), writes('out')];
      assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
      for (const [file, { bytes }] of a) assert.ok(bytes === b.get(file)?.bytes, `${file} differs`);
    } finally {
      rmSync(kept, { recursive: true, force: true });
    }
  }
});
