/**
 * `npm run dev`: bundles `scripts/dev.ts` and the `lib/` modules it reaches with esbuild (about
 * 0.1 s; packages stay outside and load as they are), then runs the bundle in this process. Run
 * through tsx instead, every module this process loads went through tsx's loader thread: about
 * 1.2 s of CPU in the first second, beside Next's start, and the dev server opened its port about
 * 0.3 s later (bench/README, the writer's loop). The two TypeScript files read while it runs,
 * `site.config.ts` and `sidebar.config.ts`, are compiled by esbuild too (`lib/typescript-import.ts`).
 *
 *   node scripts/start-dev.mjs [--port 3000]
 *
 * `node --import tsx scripts/dev.ts` runs the same code unbundled.
 */
import { readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const projectRoot = process.cwd();
const bundlesDir = join(projectRoot, '.generated', 'dev-server');
// One folder per process: a second `npm run dev` (which then stops: the port is taken) never
// writes over the files the first is still loading.
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

/** The folders of dev servers that no longer run (stopped by a signal that left no time to clean up). */
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
 * themselves (`lib/site/render-docs.ts` starts `render-worker.mjs`) keep their own.
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
  entryPoints: { dev: join(projectRoot, 'scripts', 'dev.ts') },
  bundle: true,
  // The modules `dev.ts` imports later (the renderer, say) stay in their own files, loaded then.
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
process.env.DOCS_DEV_BUNDLE_DIR = outdir;
process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));
await import(pathToFileURL(join(outdir, 'dev.mjs')).href);
