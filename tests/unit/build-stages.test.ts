/**
 * The build's stages say what they read and write in one place, and the incremental checks go by
 * what they say: `next build` runs again when a file it reads changes and not for a doc's text;
 * the record of the last build reads back as written, and a record of another shape is none; the
 * dev server's renders go to the build's render cache, where its next start finds them.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { devCache, diskCache, rendererVersion } from '../../lib/site/build-cache';
import { readRecord, writeRecord } from '../../lib/site/build-record';
import type { RenderedDoc } from '../../lib/render/render-doc';
import { nextInputsHash } from '../../lib/site/next-inputs';
import { RECORD_FILE, RENDER_CACHE_DIR, RENDERER_CODE, STAGES, type StageName } from '../../lib/site/stages';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'stages-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('each stage takes only the output of stages that run before it', () => {
  const order = Object.keys(STAGES) as StageName[];
  assert.deepEqual(order, ['model', 'frame', 'next', 'export']);
  for (const [index, name] of order.entries()) {
    for (const earlier of STAGES[name].after) assert.ok(order.indexOf(earlier) < index, `${name} runs after ${earlier}`);
  }
});

test('next build is due again when a file it reads changes, not when a doc changes', () => {
  const root = project({ '.generated/site.json': '{"docs":[]}', 'app/page.tsx': 'one', 'content/guide.mdx': '# Guide', 'site.config.ts': 'a' });
  try {
    const env = { NODE_ENV: 'production', BASE_PATH: '' } as const;
    const before = nextInputsHash(root, env);
    writeFileSync(join(root, 'content/guide.mdx'), '# Guide, edited');
    assert.equal(nextInputsHash(root, env), before, 'a doc is not among what Next reads');
    writeFileSync(join(root, 'app/page.tsx'), 'two');
    const afterApp = nextInputsHash(root, env);
    assert.notEqual(afterApp, before);
    writeFileSync(join(root, '.generated/site.json'), '{"docs":[1]}');
    assert.notEqual(nextInputsHash(root, env), afterApp, 'the frame is');
    assert.notEqual(nextInputsHash(root, { ...env, BASE_PATH: '/docs/' }), nextInputsHash(root, env), 'so are the build settings');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the record of the last build reads back as written; one of another shape is no record', () => {
  const root = project({});
  try {
    assert.equal(readRecord(root), null);
    mkdirSync(join(root, dirname(RECORD_FILE)), { recursive: true });
    const record = { model: { renders: { guide: 'abc' } }, frame: 'f1', next: { inputs: 'n1', outStamp: 1 }, export: { pages: { 'guide/index.html': 'k' }, files: { 'guide/index.html': 'h' }, fromNext: ['404.html'], search: { key: 's', index: { build: 'b', files: { 'p0.json': 'h' } } }, templates: { zzdocsroute1zz: 't' } }, mcp: 'm' };
    writeRecord(root, record);
    assert.deepEqual(readRecord(root), { shape: 2, ...record });
    writeFileSync(join(root, RECORD_FILE), JSON.stringify({ nextInputs: 'n1', record: {}, outStamp: 1 }));
    assert.equal(readRecord(root), null);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("the dev server keeps its renders in the build's render cache, where its next start finds them", () => {
  const root = project({});
  try {
    const render = { html: '<p>Guide</p>' } as unknown as RenderedDoc;
    devCache(root).set('k1', render, rendererVersion(root));
    assert.deepEqual(diskCache(root).get('k1'), render, 'written to disk');
    const next = devCache(root);
    assert.deepEqual(next.get('k1'), render, 'a new start reads it');
    rmSync(join(root, RENDER_CACHE_DIR), { recursive: true });
    assert.deepEqual(next.get('k1'), render, 'then keeps it in memory');
    next.prune(new Set());
    assert.equal(next.get('k1'), null);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("once the renderer's code on disk differs from the dev server's start, its renders stay in memory: the next build cannot reuse them under the new code's key", () => {
  const root = project({ 'lib/render.ts': 'export const v = 1;\n', 'components/mdx/Box/index.ts': '', 'package-lock.json': '{}' });
  try {
    const cache = devCache(root);
    const render = { html: '<p>Rendered by the code of the start</p>' } as unknown as RenderedDoc;
    writeFileSync(join(root, 'lib/render.ts'), 'export const v = 2;\n');
    const now = rendererVersion(root);
    cache.set('k-new', render, now);
    assert.deepEqual(cache.get('k-new'), render, 'the running server still finds it');
    assert.equal(diskCache(root).get('k-new'), null, 'nothing on disk under the new code\'s key');
    assert.equal(devCache(root).get('k-new'), null, 'a restart (which bundles the new code) renders it again');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('docs/build.md names every folder of the renderer\'s code, whose change makes every render stale', () => {
  const text = readFileSync('docs/build.md', 'utf8');
  for (const path of RENDERER_CODE) assert.ok(text.includes(`\`${path}${existsSync(path) && statSync(path).isDirectory() ? '/' : ''}\``), `docs/build.md does not name ${path}`);
});
