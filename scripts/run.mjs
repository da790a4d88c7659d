/**
 * Runs one of this project's TypeScript entry points bundled by esbuild: it and the `lib/` modules
 * it reaches go into a few files (quickly; packages stay outside and load as they are), with
 * the render processes' entry (`lib/site/render-worker.ts`) beside them. Through tsx instead,
 * every module a process loads goes through tsx's loader thread, which for the dev server cost
 * CPU in its first second beside `next dev`'s start on the same cores (bench/README.md, the
 * writer's loop). The TypeScript files read while it runs, `site.config.ts` and
 * `sidebar.config.ts`, are compiled by esbuild too (`lib/typescript-import.ts`).
 *
 *   node scripts/run.mjs scripts/dev.ts [--port 3000]      what `npm run dev` runs
 *   node scripts/run.mjs scripts/build.ts                  what `npm run build` and `npm run check` run
 *
 * A cold build takes as long either way; a build after one edit starts about 0.4 s sooner bundled
 * (at 1,000 pages, 1.6–1.75 s against 1.9–2.2 s with nothing changed; bench/README.md). `node
 * --import tsx <entry>` runs the same code unbundled.
 */
import { readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const projectRoot = process.cwd();
const entry = process.argv[2];
if (!entry?.endsWith('.ts')) {
  console.error('Usage: node scripts/run.mjs <entry.ts> [arguments]');
  process.exit(1);
}
// The entry sees its own arguments where it would under `node --import tsx <entry>`.
process.argv.splice(1, 2, resolve(entry));

// Under node_modules, where the bundle's imports of packages resolve, and outside the folders
// that `npm run build -- --clean` and the benches remove (`.generated/`, `.cache/`).
const bundlesDir = join(projectRoot, 'node_modules', '.cache', 'airy-docs-run');
// One folder per process: a second process started meanwhile never writes over the files the
// first is still loading.
const outdir = join(bundlesDir, String(process.pid));

/** Whether process `pid` still runs. */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The folders of processes that no longer run (stopped by a signal that left no time to clean up). */
function removeStaleBundles() {
  let names = [];
  try {
    names = readdirSync(bundlesDir);
  } catch {
    return;
  }
  for (const name of names) if (!running(Number(name))) rmSync(join(bundlesDir, name), { recursive: true, force: true });
}

/**
 * A bundled module's `import.meta.url` would name the bundle; the modules that find files beside
 * themselves (`lib/check/platform.ts` reads `platform-paths.txt`) keep their own.
 */
const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' };
    });
  },
};

removeStaleBundles();
await build({
  entryPoints: { main: resolve(entry), 'render-worker': join(projectRoot, 'lib', 'site', 'render-worker.ts') },
  bundle: true,
  // What an entry imports later (the renderer, say) stays in its own files, loaded then.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  outdir,
  outExtension: { '.js': '.mjs' },
  sourcemap: true,
  plugins: [keepImportMetaUrl],
  logLevel: 'warning',
});
// Stack traces name the TypeScript files.
process.setSourceMapsEnabled(true);
process.env.DOCS_BUNDLE_DIR = outdir;
process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));
await import(pathToFileURL(join(outdir, 'main.mjs')).href);
