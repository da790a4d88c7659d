/**
 * One page's first-visit JavaScript, gzip, measured two ways on a built site:
 * - declared: the scripts its HTML starts (`<script src>` other than `nomodule`, script preloads,
 *   and the list our loader starts after the first paint);
 * - loaded: every script Chromium downloads on a first visit until the network is idle. This also
 *   counts what the declared scripts fetch on start (Docusaurus' route chunks, our image zoom).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { gzipSize, launch, serve } from './lib.mjs';

/**
 * Contract with our build (lib/script-loader.ts, LOADER_SOURCES_ATTRIBUTE): the loader's tag lists
 * the startup chunks in `data-scripts`, space-separated; hast names the property `dataScripts`.
 */
const LOADER_LIST = 'dataScripts';
/** Time after the network first goes idle for scripts started late (our loader waits for the first paint). */
const SETTLE_MS = 1000;

/** Script URLs a page's HTML starts, in order, without repeats. */
export function declaredScripts(html) {
  const urls = [];
  visit(fromHtml(html), 'element', (node) => {
    const props = node.properties;
    if (node.tagName === 'script' && props.src && !props.noModule) {
      urls.push(String(props.src), ...String(props[LOADER_LIST] ?? '').split(' ').filter(Boolean));
    }
    const rel = [props.rel ?? []].flat();
    if (node.tagName === 'link' && props.as === 'script' && (rel.includes('preload') || rel.includes('modulepreload'))) urls.push(String(props.href));
  });
  return [...new Set(urls)];
}

/** Gzip bytes of the scripts `pagePath`'s HTML declares, read from `siteDir` (served at `/`). */
export function declaredJs(siteDir, pagePath) {
  const urls = declaredScripts(readFileSync(join(siteDir, pagePath, 'index.html'), 'utf8'));
  if (!urls.length) throw new Error(`${pagePath} in ${siteDir} declares no script: the page or the parser changed`);
  const gzip = urls.reduce((sum, url) => sum + gzipSize(readFileSync(join(siteDir, new URL(url, 'http://site/').pathname))), 0);
  return { files: urls.length, gzip };
}

/** Gzip bytes of every script Chromium loads on a first visit of `pagePath`, served from `siteDir`. */
export async function loadedJs(siteDir, pagePath, port) {
  const server = await serve(siteDir, port);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const sizes = new Map();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.body().then((buffer) => sizes.set(response.url(), gzipSize(buffer)));
      pending.push(body.catch(() => undefined));
    });
    await page.goto(server.url + pagePath, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    if (!sizes.size) throw new Error(`Chromium loaded no script on ${pagePath} from ${siteDir}`);
    return { files: sizes.size, gzip: [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) };
  } finally {
    await browser.close();
    server.stop();
  }
}
