#!/usr/bin/env node
/**
 * Cold builds of the same synthetic pages (`synth.mjs`) with our engine and with Docusaurus 3.10.2
 * + Docusaurus Faster, alternating (ours, theirs, ours, theirs… for each N), every cache removed
 * before each build. Reports per engine and N: wall time, CPU time of the whole process tree,
 * peak memory (the peak of the tree's summed RSS, and the largest single process's peak), output
 * size and one page's first-visit JS, with the ratio ours ÷ Docusaurus; also a cold build of a
 * bare one-page Next export (`bench/floor`), the floor under our fixed cost.
 *
 *   node bench/vs-docusaurus.mjs [--sizes 100,1000,3000] [--runs 1] [--no-floor]
 *     [--docusaurus-dir <tmp>/airy-bench-docusaurus-3.10.2] [--max-old-space 8192] [--port 3420]
 *     [--json bench/results/vs-docusaurus.json]
 *   node bench/vs-docusaurus.mjs --sizes 10000 --no-floor      (alone: 20–30 min, estimated)
 *
 * Installs Docusaurus from the npm registry into `--docusaurus-dir` on first use and reuses it.
 * Our builds run `npm run build` in this checkout: they overwrite `out/` and `.generated/` and
 * remove `.next/` and `.cache/` (run `npm run build` again afterwards for the real site).
 * Build logs go to `bench/results/vs-docusaurus-logs/`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUSAURUS_CACHES, DOCUSAURUS_VERSION, BUILD_DIR, docusaurusBuild, ensureDocusaurus, writeDocusaurusSite } from './docusaurus-site.mjs';
import { declaredJs, loadedJs } from './first-visit-js.mjs';
import { folderSize, option } from './lib.mjs';
import { failureExcerpt, measureCommand } from './process-tree.mjs';
import { generate } from './synth.mjs';
import { formatTable, median } from './vs-docusaurus-report.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
process.chdir(projectRoot);
const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;

const sizes = option('sizes', '100,1000,3000').split(',').map(Number);
const runs = Number(option('runs', 1));
const withFloor = !process.argv.includes('--no-floor');
const docusaurusDir = resolve(option('docusaurus-dir', join(tmpdir(), `airy-bench-docusaurus-${DOCUSAURUS_VERSION}`)));
const heapMb = Number(option('max-old-space', 8192));
const port = Number(option('port', 3420));
const jsonPath = option('json', 'bench/results/vs-docusaurus.json');
const LOG_DIR = 'bench/results/vs-docusaurus-logs';
/** The page whose first-visit JS is measured: in every synthetic site, the same on both engines. */
const FIXED_PAGE = 'cat-00/sub-00/page-001/';

/** The same V8 heap ceiling for both engines (Docusaurus' default ceiling, ~4 GB, is hit near 3,000 pages). */
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: `--max-old-space-size=${heapMb}` };

/** Each engine: where it builds, what it must not reuse, and where its site lands. */
const ENGINES = {
  ours: {
    cwd: projectRoot,
    // `.cache` is where the incremental build cache (issue 24) will live; removed when present.
    caches: ['.next', '.generated', 'out', '.cache'],
    outDir: 'out',
    page: FIXED_PAGE,
    command: () => ['npm', ['run', 'build']],
    env: (contentDir) => ({ ...baseEnv, DOCS_CONTENT_DIR: contentDir }),
  },
  docusaurus: {
    cwd: docusaurusDir,
    caches: DOCUSAURUS_CACHES,
    outDir: BUILD_DIR,
    page: FIXED_PAGE,
    command: () => docusaurusBuild(docusaurusDir),
    env: () => ({ ...baseEnv, NO_UPDATE_NOTIFIER: '1' }),
  },
  floor: {
    cwd: join(projectRoot, 'bench', 'floor'),
    caches: ['.next', 'out'],
    outDir: 'out',
    page: '',
    command: () => [process.execPath, [require.resolve('next/dist/bin/next'), 'build']],
    env: () => baseEnv,
  },
};

/** Output size and first-visit JS of a built site; a measurement that fails is recorded, not thrown. */
async function measureSite(engine) {
  const siteDir = join(engine.cwd, engine.outDir);
  const site = { output: folderSize(siteDir) };
  try {
    site.jsDeclared = declaredJs(siteDir, engine.page);
    site.jsLoaded = await loadedJs(siteDir, engine.page, port);
  } catch (error) {
    site.jsError = error.message;
    console.error(`  first-visit JS not measured: ${error.message}`);
  }
  return site;
}

/** One cold build: every cache removed, then the build measured; the site measured once per N. */
async function buildCold(name, contentDir, label, measured) {
  const engine = ENGINES[name];
  for (const cache of engine.caches) rmSync(join(engine.cwd, cache), { recursive: true, force: true });
  const [command, args] = engine.command();
  const logFile = resolve(LOG_DIR, `${label}.log`);
  const build = await measureCommand(command, args, { cwd: engine.cwd, env: engine.env(contentDir), logFile });
  const gb = (bytes) => (bytes / 1024 ** 3).toFixed(2);
  console.log(
    `  ${label}: ${build.status}, ${build.wallSeconds.toFixed(1)} s wall, ${build.cpuSeconds?.toFixed(1)} s CPU, ` +
      `peak ${gb(build.peakTreeBytes)} GB tree / ${gb(build.peakProcessBytes)} GB largest process`,
  );
  if (build.status !== 'ok') console.error(`  from ${logFile}:\n${failureExcerpt(logFile)}`);
  if (build.status === 'ok' && !measured.has(name)) measured.set(name, await measureSite(engine));
  return build;
}

/**
 * Median figures of the builds that succeeded (of the failed ones when none did: how long and how
 * much memory it took to fail), the failures by status, and the site's measurements.
 */
function summarize(builds, site) {
  const ok = builds.filter((build) => build.status === 'ok');
  const failed = builds.filter((build) => build.status !== 'ok').map((build) => build.status);
  const counted = ok.length ? ok : builds;
  const of = (key) => median(counted.map((build) => build[key]));
  return {
    status: failed.length ? `${failed.length} of ${builds.length} failed: ${[...new Set(failed)].join(', ')}` : 'ok',
    wallSeconds: of('wallSeconds'),
    cpuSeconds: of('cpuSeconds'),
    peakTreeBytes: of('peakTreeBytes'),
    peakProcessBytes: of('peakProcessBytes'),
    ...site,
    builds,
  };
}

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || null;
const started = new Date().toISOString();
const reactVersion = versionOf('react');
const install = ensureDocusaurus(docusaurusDir, reactVersion);
mkdirSync(LOG_DIR, { recursive: true });
const loadAtStart = loadavg();
const results = [];
let floor = null;
for (const pages of sizes) {
  const contentDir = join(tmpdir(), `airy-bench-synth-${pages}`);
  generate(pages, contentDir);
  writeDocusaurusSite(docusaurusDir, { staticDir: join(projectRoot, 'public'), contentDir });
  console.log(`\nN=${pages} (${runs} run${runs > 1 ? 's' : ''}, cold, alternating):`);
  const builds = { ours: [], docusaurus: [], floor: [] };
  const measured = new Map();
  for (let run = 1; run <= runs; run++) {
    // The floor is built in the rounds of the first size, so it sees the machine as the small sites do.
    const names = withFloor && pages === sizes[0] ? ['floor', 'ours', 'docusaurus'] : ['ours', 'docusaurus'];
    for (const name of names) builds[name].push(await buildCold(name, contentDir, `${name}-${pages}-run${run}`, measured));
  }
  if (builds.floor.length) floor = { date: started, commit, ...summarize(builds.floor, measured.get('floor')) };
  results.push({ pages, date: started, commit, ours: summarize(builds.ours, measured.get('ours')), docusaurus: summarize(builds.docusaurus, measured.get('docusaurus')) });
}

const report = {
  date: started,
  commit,
  machine: { cpus: cpus().length, memoryBytes: totalmem(), loadAverageAtStart: loadAtStart, node: process.version },
  versions: { next: versionOf('next'), react: reactVersion, docusaurus: DOCUSAURUS_VERSION },
  options: { runs, heapMb, fixedPage: FIXED_PAGE, docusaurusDir },
  docusaurusInstall: install,
  floor,
  results,
};
console.log(`\n${formatTable(report)}`);

const previous = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')) : { results: [] };
const merged = [...previous.results.filter((old) => !results.some((row) => row.pages === old.pages)), ...results].sort((a, b) => a.pages - b.pages);
mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, `${JSON.stringify({ ...report, floor: floor ?? previous.floor ?? null, results: merged }, null, 2)}\n`);
console.log(`\nWrote ${jsonPath} (rows of earlier runs at other sizes kept). Our builds overwrote out/: run npm run build for the real site.`);
