/**
 * Content first, then JavaScript: each exported page's startup chunks (Next's `<script async>`
 * tags and its script preloads) are replaced by one tag for the loader of `lib/script-loader.ts`,
 * which adds them after the first paint. The chunks themselves get V8's compile hint, so Chromium compiles
 * them while they download instead of on the main thread when they run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOADER_SOURCES_ATTRIBUTE, SCRIPT_LOADER } from '../script-loader';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*\/>/g;

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every
 * function in the file is compiled eagerly, on the background thread that parses a downloading
 * script. Without it, the runtime's first call into each module compiles that module on the
 * main thread: about 45 ms of the 60 ms startup task here (traced at 4× CPU slow-down).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export interface DeferredPage {
  html: string;
  /** Script URLs the loader starts, in the page's order (empty: the page was left as it was). */
  sources: string[];
}

/** Where the loader's file goes, under `_next/static/` so hosts cache it like the chunks. */
export const LOADER_DIR = '_next/static/start';

/** Marks where the loader goes: the place of the first startup script. */
const LOADER_PLACE = '\u0000loader\u0000';

/**
 * The page with its startup scripts moved into the list of one loader tag (`loaderSrc`), which
 * takes the first script's place.
 */
export function deferPageScripts(html: string, loaderSrc: string): DeferredPage {
  const sources: string[] = [];
  const preloads: string[] = [];
  let page = html.replace(SCRIPT_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  page = page.replace(ASYNC_SCRIPT, (_tag, src: string) => {
    const first = !sources.length;
    if (!sources.includes(src)) sources.push(src);
    return first ? LOADER_PLACE : '';
  });
  if (!sources.length) return { html, sources };
  for (const href of preloads) if (!sources.includes(href)) sources.push(href);
  const unlistable = sources.find((src) => /[\s"&<>]/.test(src));
  if (unlistable) throw new Error(`script URL ${JSON.stringify(unlistable)} cannot be listed in ${LOADER_SOURCES_ATTRIBUTE}`);
  const tag = `<script src="${loaderSrc}" ${LOADER_SOURCES_ATTRIBUTE}="${sources.join(' ')}" async=""></script>`;
  return { html: page.replace(LOADER_PLACE, tag), sources };
}

/** The loader's file name, named by its content so it can be cached for good. */
export function loaderFileName(): string {
  return `${LOADER_DIR}/${createHash('sha256').update(SCRIPT_LOADER).digest('hex').slice(0, 16)}.js`;
}

/** The chunk with the compile hint on its first line (unchanged when it has it already). */
export function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

/**
 * Defers the scripts of every page in `htmlFiles`, writes the loader's file and gives the startup
 * chunks the compile hint. `basePath` is the site's (`/` or `/docs/core/`); chunk URLs under it map
 * to files in `outDir`. Returns how many pages and chunks were changed.
 */
export function deferScripts(outDir: string, htmlFiles: string[], basePath: string): { pages: number; chunks: number } {
  const loader = loaderFileName();
  const chunks = new Set<string>();
  let pages = 0;
  for (const file of htmlFiles) {
    const { html, sources } = deferPageScripts(readFileSync(file, 'utf8'), basePath + loader);
    if (!sources.length) continue;
    writeFileSync(file, html);
    pages += 1;
    for (const src of sources) chunks.add(src);
  }
  for (const src of chunks) {
    if (!src.startsWith(basePath)) throw new Error(`script ${src} is outside the base path ${basePath}`);
    const file = join(outDir, src.slice(basePath.length));
    writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
  }
  if (pages) {
    mkdirSync(join(outDir, LOADER_DIR), { recursive: true });
    writeFileSync(join(outDir, loader), SCRIPT_LOADER);
  }
  return { pages, chunks: chunks.size };
}
