import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { inlineScripts } from '../../lib/postbuild/csp';
import { COMPILE_HINT, deferPageScripts, deferScripts, loaderFileName, withCompileHint } from '../../lib/postbuild/defer-scripts';
import { SCRIPT_LOADER } from '../../lib/script-loader';

const FIXTURE = 'tests/fixtures/startup-scripts';
const home = readFileSync(join(FIXTURE, 'index.html'), 'utf8');
const LOADER = '/_next/static/start/loader.js';

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
  assert.ok(inlineScripts(html).includes('(self.__next_f=self.__next_f||[]).push([0])'));
  assert.ok(inlineScripts(html).includes("document.documentElement.classList.add('js');"));
});

test('a page without startup scripts stays as it is', () => {
  const plain = readFileSync(join(FIXTURE, 'plain.html'), 'utf8');
  assert.deepEqual(deferPageScripts(plain, LOADER), { html: plain, sources: [] });
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

test('defers every page of an export and hints only the startup chunks', () => {
  const out = mkdtempSync(join(tmpdir(), 'startup-scripts-'));
  try {
    cpSync(FIXTURE, out, { recursive: true });
    const files = ['index.html', 'guide/index.html', 'plain.html'].map((file) => join(out, file));
    assert.deepEqual(deferScripts(out, files, '/'), { pages: 2, chunks: 3 });
    const chunk = (name: string) => readFileSync(join(out, '_next/static/chunks', name), 'utf8');
    for (const name of ['runtime.js', 'app.js', 'error.js']) assert.ok(chunk(name).startsWith(COMPILE_HINT), name);
    assert.ok(!chunk('polyfills.js').startsWith(COMPILE_HINT));
    assert.match(readFileSync(join(out, 'guide/index.html'), 'utf8'), new RegExp(`<script src="/${loaderFileName()}"`));
    assert.equal(readFileSync(join(out, loaderFileName()), 'utf8'), SCRIPT_LOADER);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('a chunk outside the base path is a build error, not a silent skip', () => {
  const out = mkdtempSync(join(tmpdir(), 'startup-scripts-'));
  try {
    cpSync(FIXTURE, out, { recursive: true });
    assert.throws(() => deferScripts(out, [join(out, 'index.html')], '/docs/core/'), /outside the base path \/docs\/core\//);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
