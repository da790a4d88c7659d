/**
 * `npm run build`, in one process that holds the site model: build the model (every doc read
 * and rendered once, every check run), write the frame the pages read, run `next build`, then
 * the export pass finishes `out/` from the same model. Exits 1 after listing every problem.
 *
 *   node --import tsx scripts/build.ts              the production build
 *   node --import tsx scripts/build.ts --check      only the content check (`npm run check`)
 *   node --import tsx scripts/build.ts --no-export  stop after `next build` (tests of the Next contract read its raw output)
 *   node --import tsx scripts/build.ts --clean      start from zero: no build cache, no earlier output
 *
 * Run by `node --import tsx` rather than the `tsx` command, which starts a second Node process
 * that only waits (about 50 MB held through the whole build).
 *
 * Incremental: each doc's render comes from the build cache when nothing it read changed
 * (`lib/site/build-cache.ts`), and `next build` is skipped when nothing it reads changed
 * (`lib/site/next-inputs.ts`); then only the pages whose body changed are finished again.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { join, relative, resolve } from 'node:path';
import { formatReport } from '../lib/diagnostics';
import { exportSite, type ExportReport } from '../lib/export/export-site';
import { NextContractError, PRERENDERED_FRAMES_DIR } from '../lib/next-contract';
import { nextEnv, type NextBuildPlan } from '../lib/next-env';
import { CACHE_DIR, diskCache, TEMPLATES_DIR } from '../lib/site/build-cache';
import { planPages, stampingOn } from '../lib/site/page-plan';
import { buildSiteModel, type BuiltModel } from '../lib/site/build-model';
import { frameOf, writeFrame } from '../lib/site/write-frame';
import { contentDirFrom, readSiteInputs } from '../lib/site/inputs';
import { hasErrors } from '../lib/site/model';
import { hasBuilt, nextInputsHash, rememberBuild, reusableExport } from '../lib/site/next-inputs';
import type { SiteConfig } from '../lib/config-types';
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
  if (mode === 'build') console.log(`Rendered ${built.renders.count} of ${built.docs.length} docs; the others came from the build cache (${CACHE_DIR}/).`);
  return built;
}

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
 * build cache. Answers the function that reads them back for the export pass. On a big site this
 * is most of this process's memory (about 0.5 GB at 10,000 pages), held for nothing while Next's
 * processes need theirs.
 */
function setRendersAside(site: BuiltModel): () => void {
  const { keyOf } = site.renders;
  site.rendered.clear();
  collectGarbage();
  return () => {
    const cache = diskCache(projectRoot);
    for (const [id, key] of keyOf) {
      const rendered = cache.get(key);
      if (!rendered) throw new Error(`the build cache lost the render of ${id} during next build (${CACHE_DIR}/ removed?): run the build again`);
      site.rendered.set(id, rendered);
    }
  };
}

async function nextBuild(config: SiteConfig, plan: NextBuildPlan) {
  const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
  const child = spawn(process.execPath, [next, 'build'], { stdio: 'inherit', env: nextEnv(Boolean(config.docSearch), plan) });
  const status = await new Promise<number | null>((done) => child.once('exit', done));
  if (status !== 0) process.exit(status ?? 1);
}

function reportExport(report: ExportReport, started: number) {
  console.log(
    `export: ${report.pages} pages finished (${report.pages ? (report.pageMs / report.pages).toFixed(2) : '0'} ms a page), ` +
      `${report.searchPages} in the search index, ${(report.prunedBytes / 1024 / 1024).toFixed(1)} MB of unused router files removed (${seconds(started)}: ` +
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

async function main() {
  if (process.argv.includes('--clean')) clean();
  const builtBefore = hasBuilt(projectRoot);
  const site = await model(await loadConfig());
  if (mode === 'check') return;
  // Next renders the home page, the docs no template can stand for, and one template per kind of metadata (`lib/site/page-plan.ts`).
  const plan = planPages(site.docs, stampingOn(process.env));
  const frameText = writeFrame(frameOf(site, plan.rendered), projectRoot);
  const inputs = nextInputsHash(projectRoot, frameText, process.env);
  const previous = process.argv.includes('--no-export') ? null : reusableExport(projectRoot, outDir, inputs);
  if (previous) console.log('next build: skipped (nothing it reads changed since the last build; only the export pass runs)');
  else {
    const readRendersBack = setRendersAside(site);
    await nextBuild(site.config, { pages: plan.rendered.length, builtBefore });
    readRendersBack();
  }
  if (process.argv.includes('--no-export')) return;
  const started = performance.now();
  try {
    const mode = previous ? ({ kind: 'again', previous, framesDir: join(projectRoot, PRERENDERED_FRAMES_DIR) } as const) : ({ kind: 'fresh' } as const);
    const report = await exportSite(site, outDir, { mode, plan, templatesDir: join(projectRoot, TEMPLATES_DIR) });
    reportExport(report, started);
    // The docs' MCP server in one file, published with the site it reads (docs/mcp.md).
    await bundleServer(join(outDir, MCP_BUNDLE_FILE), siteRootUrl(site.config));
    rememberBuild(projectRoot, outDir, inputs, report.record);
    diskCache(projectRoot).prune(site.renders.keys);
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
