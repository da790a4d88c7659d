import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { COMPILE_HINT, loaderTag, withCompileHint } from '../../lib/export/defer-scripts';
import { finishPage, startupSources } from '../../lib/export/page';
import { PageWriter } from '../../lib/export/page-writer';
import { readFrame } from '../../lib/next-contract';
import { SCRIPT_LOADER } from '../../lib/script-loader';
import { siteConfig } from '../../lib/site-config';

/** Hand-made copies of Next's exported pages; `tests/build/next-contract.test.ts` checks the real ones. */
const FIXTURE = 'tests/fixtures/startup-scripts';
const home = readFileSync(join(FIXTURE, 'index.html'), 'utf8');
const LOADER = '/_next/static/start/loader.js';

/** The page finished with no body and a policy placeholder, and the scripts its loader starts. */
function deferPageScripts(html: string, loader: string, body: string | null = null) {
  const anchors = readFrame(html, 'index.html', body !== null);
  const sources = startupSources(anchors);
  return { html: finishPage(html, anchors, { body, loader: loaderTag(loader, sources), policyTag: () => '' }), sources };
}

test('moves the async scripts and script preloads into one loader tag, in page order', () => {
  const { html, sources } = deferPageScripts(home, LOADER);
  assert.deepEqual(sources, ['/_next/static/chunks/runtime.js', '/_next/static/chunks/app.js', '/_next/static/chunks/error.js']);
  assert.doesNotMatch(html, /<script src="[^"]+\/chunks\/[^"]+" async="">/);
  assert.doesNotMatch(html, /rel="preload" as="script"/);
  const tags = html.match(/<script src="[^"]+" data-scripts="[^"]+" async=""><\/script>/g);
  assert.deepEqual(tags, [`<script src="${LOADER}" data-scripts="${sources.join(' ')}" async=""></script>`]);
});

test('the loader takes the place of the first script tag, in <head>', () => {
  const { html } = deferPageScripts(home, LOADER);
  const loaderAt = html.indexOf(`<script src="${LOADER}"`);
  assert.ok(loaderAt > html.indexOf('rel="stylesheet"'));
  assert.ok(loaderAt < html.indexOf("classList.add('js')"));
  assert.ok(loaderAt < html.indexOf('</head>'));
});

test('a script URL that cannot be listed in an attribute is a build error', () => {
  const odd = home.replace('/_next/static/chunks/app.js', '/_next/static/chunks/a pp.js');
  assert.throws(() => deferPageScripts(odd, LOADER), /cannot be listed in data-scripts/);
});

test('leaves the other scripts alone: inline ones and the legacy-browser polyfills', () => {
  const { html } = deferPageScripts(home, LOADER);
  assert.match(html, /<script src="\/_next\/static\/chunks\/polyfills.js" noModule=""><\/script>/);
  assert.ok(html.includes('<script>(self.__next_f=self.__next_f||[]).push([0])</script>'));
  assert.ok(html.includes("<script>document.documentElement.classList.add('js');</script>"));
});

test('a page without startup scripts breaks the named assumption instead of shipping unchanged', () => {
  const plain = readFileSync(join(FIXTURE, 'plain.html'), 'utf8');
  assert.throws(() => deferPageScripts(plain, LOADER), /Next contract "startup-scripts" does not hold for index\.html: .*found no <script src="…" async=""><\/script>/);
});

test('the body goes into its empty slot, once, and everything around it is copied byte for byte', () => {
  const framed = home.replace('<h1>Home</h1>', '<h1>Home</h1><div class="doc-layout" data-doc-body=""></div>');
  const { html } = deferPageScripts(framed, LOADER, '<p>Body</p>');
  assert.ok(html.includes('<div class="doc-layout" data-doc-body=""><p>Body</p></div>'));
  const untouched = (page: string) => page.replace(/<script src="[^"]+" (data-scripts="[^"]*" )?async=""><\/script>|<link rel="preload" as="script"[^>]*\/>|<p>Body<\/p>/g, '');
  assert.equal(untouched(html), untouched(framed));
});

test('a slot that is missing, appears twice or is not empty breaks the "body-slot" assumption', () => {
  const slot = '<div class="doc-layout" data-doc-body=""></div>';
  assert.throws(() => deferPageScripts(home, LOADER, 'x'), /"body-slot" .*found no data-doc-body slot/);
  assert.throws(() => deferPageScripts(home.replace('<h1>Home</h1>', slot + slot), LOADER, 'x'), /"body-slot" .*found two data-doc-body slots/);
  assert.throws(() => deferPageScripts(home.replace('<h1>Home</h1>', '<div data-doc-body="">old</div>'), LOADER, 'x'), /"body-slot" .*not empty/);
});

/** Runs the loader in a small stand-in for a browser page and reports what it did. */
function runLoader(options: { paintTiming: boolean }) {
  const added: string[] = [];
  const listeners = new Map<string, Array<(event: unknown) => void>>();
  const timers: Array<() => void> = [];
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | null = null;
  const listen = (type: string, handler: (event: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), handler]);
  const document = {
    hidden: false,
    documentElement: { hasAttribute: () => false },
    head: { append: (script: { src: string }) => added.push(script.src) },
    createElement: () => ({ src: '', async: false }),
    addEventListener: listen,
  };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming ? ['paint'] : [];
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {}
  }
  class MutationObserver {
    observe() {}
  }
  const window = options.paintTiming ? { PerformanceObserver } : {};
  Object.assign(document, { currentScript: { getAttribute: (name: string) => (name === 'data-scripts' ? '/a.js /b.js' : null) } });
  const code = `with (scope) { ${SCRIPT_LOADER} }`;
  new Function('scope', code)({
    window,
    document,
    MutationObserver,
    addEventListener: listen,
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const fire = (type: string) => (listeners.get(type) ?? []).forEach((handler) => handler({}));
  const paint = () =>
    paintCallback?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });
  return { added, fire, paint, timers };
}

test('the loader adds the scripts once, in order, after both the first paint and load', () => {
  const page = runLoader({ paintTiming: true });
  page.paint();
  assert.deepEqual(page.added, []);
  page.fire('load');
  assert.deepEqual(page.added, ['/a.js', '/b.js']);
  page.fire('pointerdown');
  page.timers.forEach((timer) => timer());
  assert.deepEqual(page.added, ['/a.js', '/b.js']);
});

test('the loader starts at load when no paint is reported, after a fallback delay', () => {
  const page = runLoader({ paintTiming: true });
  page.fire('load');
  assert.deepEqual(page.added, []);
  page.timers.forEach((timer) => timer());
  assert.deepEqual(page.added, ['/a.js', '/b.js']);
});

test('the loader starts at load in a browser without paint timing', () => {
  const page = runLoader({ paintTiming: false });
  page.fire('load');
  assert.deepEqual(page.added, ['/a.js', '/b.js']);
});

test('a key, touch or pointer press starts the scripts before the page has painted', () => {
  for (const type of ['pointerdown', 'touchstart', 'keydown']) {
    const page = runLoader({ paintTiming: true });
    page.fire(type);
    assert.deepEqual(page.added, ['/a.js', '/b.js'], type);
  }
});

test('the compile hint is the chunk’s first line, added once', () => {
  assert.equal(withCompileHint('run()'), `${COMPILE_HINT}run()`);
  assert.equal(withCompileHint(withCompileHint('run()')), `${COMPILE_HINT}run()`);
  assert.equal(COMPILE_HINT, '//# allFunctionsCalledOnLoad\n');
});

test('the page writer finishes a page on its way to disk and keeps what the later steps need', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'page-writer-'));
  try {
    const out = new PageWriter(outDir, { ...siteConfig, basePath: '/docs/' });
    const links = out.finish('guide/index.html', home, null);
    out.write('notes/plain.txt', 'plain');
    out.writeAt(join(outDir, 'search-index/manifest.json'), '{}');
    await out.idle();
    assert.equal(readFileSync(join(outDir, 'search-index/manifest.json'), 'utf8'), '{}');
    const page = readFileSync(join(outDir, 'guide/index.html'), 'utf8');
    assert.match(page, /<meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/);
    assert.ok(page.includes(`<script src="/docs/${out.loader}" data-scripts="`));
    assert.equal(readFileSync(join(outDir, 'notes/plain.txt'), 'utf8'), 'plain');
    assert.deepEqual([...out.written], ['guide/index.html', 'notes/plain.txt']);
    assert.deepEqual([...out.chunks], ['/_next/static/chunks/runtime.js', '/_next/static/chunks/app.js', '/_next/static/chunks/error.js']);
    assert.deepEqual(links, readFrame(home, 'index.html', false).links);
    assert.equal(out.finished, 1);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});

test('the page writer reports a failed write when it is waited for', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'page-writer-'));
  try {
    const out = new PageWriter(outDir, siteConfig);
    out.write('taken', 'a file');
    await out.idle();
    out.write('taken/inside.txt', 'cannot go under a file');
    await assert.rejects(() => out.idle(), /ENOTDIR|EEXIST/);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
