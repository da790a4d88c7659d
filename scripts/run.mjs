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
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
  for (const name of names) if (/^\d+$/.test(name) && !running(Number(name))) rmSync(join(bundlesDir, name), { recursive: true, force: true });
}

/**
 * The last bundle of each entry is kept in `bundlesDir/kept/`, with the size and modification time
 * of every file that went into it (esbuild's metafile) and of the files that shape how it resolves
 * them. A process whose inputs all match copies it into its own folder instead of bundling again
 * (about 0.2 s for the build or the dev server), so a second `npm run build` or `npm run dev`
 * starts sooner. Kept under a key of the entry, the checkout and this file, which holds the options.
 */
const entryName = basename(entry, '.ts');
const keptDir = join(bundlesDir, 'kept', `${entryName}-${createHash('sha256').update(`${resolve(entry)}\0${readFileSync(fileURLToPath(import.meta.url))}`).digest('hex').slice(0, 16)}`);
const INPUTS_FILE = 'inputs.json';
const RESOLVING = ['package.json', 'tsconfig.json', 'package-lock.json'];

const statOf = (file) => statSync(file, { throwIfNoEntry: false });
/** A file's size and modification time, as kept beside a bundle. */
const stampOf = (stats) => (stats ? `${stats.size}:${stats.mtimeMs}` : 'missing');

/** Copies the kept bundle into `outdir` when every file it was made from is as it was; answers whether it did. */
function reuseKept() {
  try {
    const inputs = JSON.parse(readFileSync(join(keptDir, INPUTS_FILE), 'utf8'));
    if (!Object.entries(inputs).every(([file, was]) => stampOf(statOf(file)) === was)) return false;
    cpSync(keptDir, outdir, { recursive: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps the bundle just made in `outdir`, with its inputs' stamps, for the next process; not when
 * a file changed after `startedAt` (saved while esbuild read it: the bundle may hold either text).
 */
function keep(metafile, startedAt) {
  const stats = [...Object.keys(metafile.inputs), ...RESOLVING].map((file) => [resolve(file), statOf(file)]);
  if (stats.some(([, file]) => (file?.mtimeMs ?? 0) >= startedAt)) return;
  const inputs = Object.fromEntries(stats.map(([file, stat]) => [file, stampOf(stat)]));
  const temporary = `${keptDir}.${process.pid}`;
  try {
    cpSync(outdir, temporary, { recursive: true });
    writeFileSync(join(temporary, INPUTS_FILE), JSON.stringify(inputs));
    // The entry's older bundles go too: a process runs from its own copy, never from here.
    // (`name.pid` folders are other processes' bundles on their way in.)
    for (const name of readdirSync(dirname(keptDir))) if (name.startsWith(`${entryName}-`) && !name.includes('.')) rmSync(join(dirname(keptDir), name), { recursive: true, force: true });
    renameSync(temporary, keptDir);
  } catch {
    // Another process kept its bundle at the same moment: either one serves.
    rmSync(temporary, { recursive: true, force: true });
  }
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
if (!reuseKept()) await bundle();

async function bundle() {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  const { metafile } = await build({
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
    metafile: true,
  });
  keep(metafile, startedAt);
}

// Stack traces name the TypeScript files.
process.setSourceMapsEnabled(true);
process.env.DOCS_BUNDLE_DIR = outdir;
process.on('exit', () => rmSync(outdir, { recursive: true, force: true }));
await import(pathToFileURL(join(outdir, 'main.mjs')).href);
