/**
 * Content first, then JavaScript: each exported page's startup chunks (Next's `<script async>`
 * tags and its script preloads) are replaced by one tag for the loader of `lib/script-loader.ts`,
 * which adds them after the first paint. The chunks themselves get V8's compile hint, so Chromium compiles
 * them while they download instead of on the main thread when they run.
 */
import { createHash } from 'node:crypto';
import { LOADER_SOURCES_ATTRIBUTE, SCRIPT_LOADER } from '../script-loader';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every
 * function in the file is compiled eagerly, on the background thread that parses a downloading
 * script. Without it, the runtime's first call into each module compiles that module on the
 * main thread: most of the startup task (traced; bench/README.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Where the loader's file goes, under `_next/static/` so hosts cache it like the chunks. */
const LOADER_DIR = '_next/static/start';

/** The loader's tag, which takes the place of the first startup script and lists them all. */
export function loaderTag(loaderSrc: string, sources: string[]): string {
  const unlistable = sources.find((src) => /[\s"&<>]/.test(src));
  if (unlistable) throw new Error(`script URL ${JSON.stringify(unlistable)} cannot be listed in ${LOADER_SOURCES_ATTRIBUTE}`);
  return `<script src="${loaderSrc}" ${LOADER_SOURCES_ATTRIBUTE}="${sources.join(' ')}" async=""></script>`;
}

/** The loader's file name, named by its content so it can be cached for good. */
export function loaderFileName(): string {
  return `${LOADER_DIR}/${createHash('sha256').update(SCRIPT_LOADER).digest('hex').slice(0, 16)}.js`;
}

/** The chunk with the compile hint on its first line (unchanged when it has it already). */
export function withCompileHint(js: string): string {
  return js.startsWith(COMPILE_HINT) ? js : COMPILE_HINT + js;
}

