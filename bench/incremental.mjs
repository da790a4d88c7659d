#!/usr/bin/env node
/**
 * Incremental builds, timed: a cold `npm run build` of N synthetic pages, then one edit at a time,
 * each followed by `npm run build` again: nothing changed, one doc's body, one doc's title, one
 * doc's sidebar label, and `site.config.ts`. Reports each build's wall time, its share of the cold
 * build, and what the build said it did (docs rendered, whether `next build` ran, pages finished,
 * files written). Each round starts from a cold build (every cache removed), so each edit is
 * alternated with its floor; the report gives each step's median over the rounds, its share of the
 * same round's cold build, and the load average when each build started. Reported, not asserted.
 * Overwrites `out/`, `.next/`, `.generated/` and `.cache/` in this checkout; `site.config.ts` is
 * edited and restored.
 *
 *   node bench/incremental.mjs [--pages 3000] [--rounds 3] [--json bench/results/incremental.json]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { option } from './lib.mjs';
import { generate } from './synth.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
process.chdir(projectRoot);
const pages = Number(option('pages', 3000));
const rounds = Number(option('rounds', 3));
const jsonPath = option('json', 'bench/results/incremental.json');
const contentDir = `/tmp/airy-bench-incremental-${pages}`;
const CONFIG = 'site.config.ts';

/** One `npm run build`, with what its log says it did. */
function build() {
  const load = loadavg()[0];
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, DOCS_CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const seconds = (performance.now() - started) / 1000;
  const log = result.stdout + result.stderr;
  if (result.status !== 0) {
    console.error(log.slice(-3000));
    throw new Error('build failed');
  }
  const model = /Content check passed: .*\(([\d.]+) s\)/.exec(log)?.[1];
  // scripts/build.ts: `Rendered all N doc files (…)` or `Rendered N of M doc files; reused …`.
  const rendered = /Rendered (?:all )?(\d+)(?: of \d+)? doc files/.exec(log)?.[1] ?? null;
  const exported = /export: (\d+) pages finished .*\(([\d.]+) s:/.exec(log);
  const written = /(\d+) files written/.exec(log)?.[1];
  return {
    seconds,
    load,
    modelSeconds: model ? Number(model) : null,
    rendered: rendered === null ? null : Number(rendered),
    nextBuild: log.includes('next build: skipped') ? 'skipped' : 'ran',
    pagesFinished: exported ? Number(exported[1]) : null,
    exportSeconds: exported ? Number(exported[2]) : null,
    filesWritten: written === undefined ? null : Number(written),
  };
}

/** Changes one file of the synthetic content. */
function edit(path, change) {
  const file = join(contentDir, path);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

const configBefore = readFileSync(CONFIG, 'utf8');
/** The steps of a round, each an edit of the content the last one left (a round starts from fresh content). */
const steps = [
  ['cold (every cache removed)', () => {
    for (const cache of ['.next', '.generated', '.cache', 'out']) rmSync(cache, { recursive: true, force: true });
  }],
  ['nothing changed', () => {}],
  ["one doc's body", () => edit('cat-00/sub-00/page-001.mdx', (text) => `${text}\nOne more paragraph, written by the incremental bench.\n`)],
  ["one doc's title", () => edit('cat-00/sub-00/page-002.mdx', (text) => text.replace(/^title: (.*)$/m, 'title: $1 (renamed)'))],
  ["one doc's sidebar label", () => edit('cat-00/sub-00/page-003.mdx', (text) => text.replace(/^title: /m, 'sidebar_label: A new label\ntitle: '))],
  ['site.config.ts (the tagline)', () => writeFileSync(CONFIG, configBefore.replace(/tagline: '([^']*)'/, "tagline: '$1, edited'"))],
];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** rows[step][round] */
const rows = steps.map(() => []);
try {
  for (let round = 0; round < rounds; round += 1) {
    writeFileSync(CONFIG, configBefore);
    rmSync(contentDir, { recursive: true, force: true });
    generate(pages, contentDir);
    steps.forEach(([what, change], step) => {
      change();
      const row = { what, round, ...build() };
      row.share = row.seconds / rows[0][round]?.seconds || 1;
      rows[step].push(row);
      console.log(
        `round ${round + 1}, ${what}: ${row.seconds.toFixed(1)} s = ${(row.share * 100).toFixed(0)} % of cold, load ${row.load.toFixed(1)} ` +
          `(model ${row.modelSeconds} s, ${row.rendered ?? '?'} docs rendered, next build ${row.nextBuild}, ` +
          `${row.pagesFinished} pages finished in ${row.exportSeconds} s, ${row.filesWritten ?? '?'} files written)`,
      );
    });
  }
} finally {
  writeFileSync(CONFIG, configBefore);
}

console.log(`\n${pages} pages, median of ${rounds} rounds (each round's share of its own cold build; load average at each build's start):`);
console.log('| Edit | Build | Of the cold build | Load | Docs rendered | `next build` | Pages finished | Files written |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const runs of rows) {
  const loads = runs.map((row) => row.load);
  const last = runs.at(-1);
  console.log(
    `| ${last.what} | ${median(runs.map((row) => row.seconds)).toFixed(1)} s | ${(median(runs.map((row) => row.share)) * 100).toFixed(1)} % | ` +
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} | ${last.rendered ?? '?'} | ${last.nextBuild} | ${last.pagesFinished} | ${last.filesWritten ?? '?'} |`,
  );
}

mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, JSON.stringify({ date: new Date().toISOString(), pages, rounds, rows }, null, 2));
console.log(`\nwritten ${jsonPath}`);
