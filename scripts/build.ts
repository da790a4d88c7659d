/**
 * `npm run build`, in one process that holds the site model: build the model (every doc read
 * and rendered once, every check run), write the frame the pages read, run `next build`, then
 * the export pass finishes `out/` from the same model. Exits 1 after listing every problem.
 *
 *   node scripts/run.mjs scripts/build.ts              the production build (`npm run build`)
 *   node scripts/run.mjs scripts/build.ts --check      only the content check (`npm run check`)
 *   node scripts/run.mjs scripts/build.ts --no-export  stop after `next build` (tests of the Next contract read its raw output)
 *   node scripts/run.mjs scripts/build.ts --clean      start from zero: no build cache, no earlier output
 *
 * `npm run build` runs it bundled by esbuild (`scripts/run.mjs`): a build after one edit starts
 * about 0.4 s sooner than through tsx's loader. `node --import tsx scripts/build.ts` runs the
 * same code unbundled (the tests do); not the `tsx` command, which starts a second Node process
 * that only waits, holding its memory through the whole build.
 *
 * The build runs four stages, each declared with what it reads and writes in `lib/site/stages.ts`:
 * model, frame, Next and export. One record (`lib/site/build-record.ts`) says what the last build
 * produced from what: each doc's render is reused while nothing it read changed
 * (`lib/site/build-cache.ts`), `next build` is skipped while nothing it reads changed
 * (`lib/site/next-inputs.ts`), and then only the pages whose key changed are finished again.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join, relative, resolve } from 'node:path';
import { formatReport } from '../lib/diagnostics';
import { exportSite, type ExportReport } from '../lib/export/export-site';
import { foldLines, foldNextOutput, NextContractError, PRERENDERED_FRAMES_DIR } from '../lib/next-contract';
import { nextEnv, type NextBuildPlan } from '../lib/next-env';
import { diskCache, hashFilesUnder } from '../lib/site/build-cache';
import { readRecord, writeRecord, type BuildRecord } from '../lib/site/build-record';
import { planPages, stampingOn, type PagePlan } from '../lib/site/page-plan';
import { buildSiteModel, type BuiltModel } from '../lib/site/build-model';
import { frameOf, frameVersionOf, writeFrame } from '../lib/site/write-frame';
import { contentDirFrom, readSiteInputs } from '../lib/site/inputs';
import { hasErrors } from '../lib/site/model';
import { nextInputsHash, nextOutputReusable, outStamp } from '../lib/site/next-inputs';
import { CACHE_DIR, MCP_SERVER_CODE, TEMPLATES_DIR } from '../lib/site/stages';
import type { SiteConfig } from '../lib/config-types';
import { writeServeSettings } from './serve-settings.mjs';
import { siteRootUrl } from '../lib/urls';
import { bundleServer, MCP_BUNDLE_FILE } from '../mcp/bundle';

const projectRoot = process.cwd();
const mode = process.argv.includes('--check') ? 'check' : 'build';
const outDir = resolve(projectRoot, 'out');

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** The validated `site.config.ts`; a mistake in it is printed as the list of fields, not a stack trace. */
async function loadConfig(): Promise<SiteConfig> {
  try {
    return (await import('../lib/site-config')).siteConfig;
  } catch (error) {
    if ((error as Error).name !== 'SiteConfigError') throw error;
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** What the model rendered and what it reused, counted over the same doc files (pages and the partials they include). */
function renderSummary(rendered: number, files: number): string {
  const reused = files - rendered;
  if (!reused) return `Rendered all ${files} doc files (none could be reused from the build cache).`;
  return `Rendered ${rendered} of ${files} doc files; reused ${reused} unchanged from the build cache (${CACHE_DIR}/).`;
}

/** Stage `model`: every doc read and rendered once (cached renders reused), every check run. */
async function model(siteConfig: SiteConfig): Promise<BuiltModel> {
  const started = performance.now();
  const contentDir = contentDirFrom(process.env, projectRoot);
  const inputs = await readSiteInputs(projectRoot, contentDir, siteConfig);
  const built = await buildSiteModel({ projectRoot, config: siteConfig, ...inputs, includeDrafts: false, outputs: mode !== 'check', cache: diskCache(projectRoot) });
  const report = formatReport(built.diagnostics);
  if (report) console.error(report);
  const where = relative(projectRoot, contentDir) || '.';
  if (hasErrors(built)) {
    const errors = built.diagnostics.filter((d) => d.severity === 'error').length;
    console.error(`\nContent check failed: ${errors} error(s) in ${built.docs.length} docs from ${where} (${seconds(started)}). Fix them and run again.`);
    process.exit(1);
  }
  console.log(`Content check passed: ${built.docs.length} docs from ${where} (${seconds(started)}).`);
  if (mode === 'build') console.log(renderSummary(built.renders.count, built.renders.keyOf.size));
  return built;
}

/** The model's part of the record: each doc's render, as its key in the render cache. */
type Renders = BuildRecord['model']['renders'];

/**
 * A full garbage collection, now, before `next build` starts; waiting on it asynchronously (not
 * `spawnSync`) then lets V8 give the freed heap back to the system while Next runs.
 */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/**
 * Lets go of the rendered docs while `next build` runs, which never reads them: they are in the
 * build cache, where `renders` (the model's part of the record) names them. Answers the function
 * that reads them back for the export pass. On a big site this is most of this process's memory
 * (bench/README.md), held for nothing while Next's processes need theirs.
 */
function setRendersAside(site: BuiltModel, renders: Renders): () => void {
  site.rendered.clear();
  collectGarbage();
  return () => {
    const cache = diskCache(projectRoot);
    for (const [id, key] of Object.entries(renders)) {
      const rendered = cache.get(key);
      if (!rendered) throw new Error(`the build cache lost the render of ${id} during next build (${CACHE_DIR}/ removed?): run the build again`);
      site.rendered.set(id, rendered);
    }
  };
}

async function runNextBuild(config: SiteConfig, plan: NextBuildPlan) {
  const bin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const child = spawn(process.execPath, [bin, 'build'], { stdio: ['inherit', 'pipe', 'inherit'], env: nextEnv(Boolean(config.docSearch), plan) });
  // Next's route table lists the template routes, not the site's pages (assumption `build-terminal-lines`).
  const print = foldLines(foldNextOutput(), (text) => process.stdout.write(text));
  child.stdout!.on('data', print).on('end', () => print('\n'));
  const status = await new Promise<number | null>((done) => child.once('exit', done));
  if (status !== 0) process.exit(status ?? 1);
}

function reportExport(report: ExportReport, started: number) {
  console.log(
    `export: ${report.pages} pages finished (${report.pages ? (report.pageMs / report.pages).toFixed(2) : '0'} ms a page), ` +
      `${report.searchPages} in the search index, ${report.filesWritten} files written (the rest unchanged), ` +
      `${(report.prunedBytes / 1024 / 1024).toFixed(1)} MB of unused router files removed (${seconds(started)}: ` +
      `${Object.entries(report.phases).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')})`,
  );
  if (!report.brokenLinks.length) return;
  console.error(`\nBroken links in the built pages (${report.brokenLinks.length}), from site.config.ts, sidebar.config.ts or the layout:`);
  for (const link of report.brokenLinks) console.error(`  ${link.page}: ${link.link} (${link.reason})`);
  process.exit(1);
}

/** `--clean`: everything earlier builds left, so this one starts from zero. */
function clean() {
  for (const path of ['.next', '.generated', CACHE_DIR, 'out']) rmSync(join(projectRoot, path), { recursive: true, force: true });
}

/** Stage `frame`: the pages Next renders (`lib/site/page-plan.ts`: the home page, the docs no template can stand for, one template per kind of metadata) and the frame they read. */
function frame(site: BuiltModel): { plan: PagePlan; version: string } {
  const plan = planPages(site.docs, stampingOn(process.env));
  return { plan, version: frameVersionOf(writeFrame(frameOf(site, plan.rendered), projectRoot)) };
}

/**
 * Stage `next`: `next build`, unless the last build's output is still right for what it would read.
 * Answers the record of its inputs and whether it ran.
 */
async function next(site: BuiltModel, plan: PagePlan, renders: Renders, last: BuildRecord | null): Promise<{ inputs: string; skipped: boolean }> {
  const inputs = nextInputsHash(projectRoot, process.env);
  if (!process.argv.includes('--no-export') && nextOutputReusable(last, projectRoot, outDir, inputs)) {
    console.log('next build: skipped (nothing it reads changed since the last build; only the export pass runs)');
    return { inputs, skipped: true };
  }
  const readRendersBack = setRendersAside(site, renders);
  await runNextBuild(site.config, { pages: plan.rendered.length, builtBefore: last !== null });
  readRendersBack();
  return { inputs, skipped: false };
}

/** Stage `export`: every page finished in `out/`, all of them after a fresh `next build`, else those whose key changed since `last`. */
async function exportPages(site: BuiltModel, plan: PagePlan, last: BuildRecord | null) {
  const started = performance.now();
  const mode = last ? ({ kind: 'again', previous: last.export, framesDir: join(projectRoot, PRERENDERED_FRAMES_DIR) } as const) : ({ kind: 'fresh' } as const);
  const report = await exportSite(site, outDir, { mode, plan, templatesDir: join(projectRoot, TEMPLATES_DIR) });
  reportExport(report, started);
  return report.record;
}

/**
 * The MCP server's bundle in `out/`, made again only when its code or the site's address changed
 * since the last build left it there (`key` in the record). Answers the key.
 */
async function mcpBundle(site: BuiltModel, last: BuildRecord | null, fresh: boolean): Promise<string> {
  const address = siteRootUrl(site.config);
  const key = hashFilesUnder(createHash('sha256').update(address), projectRoot, MCP_SERVER_CODE).digest('hex');
  const file = join(outDir, MCP_BUNDLE_FILE);
  if (fresh || last?.mcp !== key || !existsSync(file)) await bundleServer(file, address);
  return key;
}

async function main() {
  if (process.argv.includes('--clean')) clean();
  const last = readRecord(projectRoot);
  const site = await model(await loadConfig());
  if (mode === 'check') return;
  const renders = Object.fromEntries(site.renders.keyOf);
  const { plan, version } = frame(site);
  const nextStage = await next(site, plan, renders, last);
  if (process.argv.includes('--no-export')) return;
  try {
    const exported = await exportPages(site, plan, nextStage.skipped ? last : null);
    // The docs' MCP server in one file, published with the site it reads (docs/mcp.md).
    const mcp = await mcpBundle(site, last, !nextStage.skipped);
    writeServeSettings(outDir, { basePath: site.config.basePath });
    writeRecord(projectRoot, { model: { renders }, frame: version, next: { inputs: nextStage.inputs, outStamp: outStamp(outDir) }, export: exported, mcp });
    diskCache(projectRoot).prune(new Set(Object.values(renders)));
    const serve = site.config.basePath === '/' ? '' : `; npm start serves it under ${site.config.basePath}`;
    console.log(`\nThe site is in ${relative(projectRoot, outDir) || '.'}/, built for base path ${site.config.basePath}${serve} (npm start -- --help).`);
  } catch (error) {
    if (!(error instanceof NextContractError)) throw error;
    console.error(`\n${error.message}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
