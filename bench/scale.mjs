#!/usr/bin/env node
/**
 * Builds synthetic sites of growing size through the real pipeline and reports, per N: build
 * wall time, peak memory, `out/` bytes and bytes per page, and the HTML and payload size of one
 * fixed page, and the build's phases (model, Next's static generation, the export pass with its cost
 * a page). Cold builds: removes `.next/`, `.generated/`, `.cache/` and `out/` in this checkout first.
 *
 *   node bench/scale.mjs --sizes 100,1000,3000 [--json bench/results/scale.json]
 *   node bench/scale.mjs --sizes 10000
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { folderSize, kb, option } from './lib.mjs';
import { generate } from './synth.mjs';

const sizes = option('sizes', '100,1000,3000').split(',').map(Number);
const jsonPath = option('json', 'bench/results/scale.json');
const FIXED_PAGE = 'cat-00/sub-00/page-001';

function build(contentDir) {
  const started = Date.now();
  const useTime = existsSync('/usr/bin/time');
  const command = useTime ? '/usr/bin/time' : 'npm';
  const args = useTime ? ['-f', 'peak-kb %M', 'npm', 'run', 'build'] : ['run', 'build'];
  for (const cache of ['.next', '.generated', '.cache', 'out']) rmSync(cache, { recursive: true, force: true });
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    // Next's lines as Next prints them: the static generation's time is read from them (assumption `build-terminal-lines`).
    env: { ...process.env, DOCS_CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--max-old-space-size=8192', DOCS_NEXT_OUTPUT: 'all' },
  });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-3000), result.stderr.slice(-3000));
    throw new Error(`build of ${contentDir} failed`);
  }
  const peak = /peak-kb (\d+)/.exec(result.stderr)?.[1];
  const log = result.stdout + result.stderr;
  // The build's own report of its phases (scripts/build.ts and next build).
  const model = /Content check passed: .*\(([\d.]+) s\)/.exec(log)?.[1];
  const generate = /Generating static pages using .* in ([\d.]+)(m?s)/.exec(log);
  const exported = /export: (\d+) pages finished \(([\d.]+) ms a page\).*removed \(([\d.]+) s: ([^)]*)\)/.exec(log);
  const steps = [
    model ? `model ${model}s` : null,
    generate ? `next static generation ${generate[2] === 'ms' ? (Number(generate[1]) / 1000).toFixed(1) : generate[1]}s` : null,
    exported ? `export pass ${exported[3]}s (${((Number(exported[3]) * 1000) / Number(exported[1])).toFixed(2)} ms a page; finishing a page ${exported[2]} ms; ${exported[4]})` : null,
  ].filter(Boolean);
  return { seconds, peakMb: peak ? Number(peak) / 1024 : null, steps };
}

const results = [];
for (const pages of sizes) {
  const dir = `/tmp/synth-${pages}`;
  generate(pages, dir);
  console.log(`\nN=${pages}: building…`);
  const { seconds, peakMb, steps } = build(dir);
  const out = folderSize('out');
  const fixedHtml = statSync(join('out', FIXED_PAGE, 'index.html')).size;
  const fixedPayload = statSync(join('out', FIXED_PAGE, 'index.txt')).size;
  const row = {
    pages: pages + 1,
    seconds,
    secondsPerPage: seconds / (pages + 1),
    peakMb,
    outBytes: out.bytes,
    bytesPerPage: out.bytes / (pages + 1),
    fixedHtml,
    fixedPayload,
    steps,
  };
  results.push(row);
  console.log(
    `N=${row.pages}: ${seconds.toFixed(1)} s (${(row.secondsPerPage * 1000).toFixed(0)} ms/page), peak ${peakMb?.toFixed(0) ?? '?'} MB, out ${(out.bytes / 1048576).toFixed(1)} MB = ${kb(row.bytesPerPage)}/page, fixed page HTML ${kb(fixedHtml)} payload ${kb(fixedPayload)}`,
  );
  console.log(`  phases: ${steps.join(', ')}`);
}

const previous = existsSync(jsonPath) ? JSON.parse(readFileSync(jsonPath, 'utf8')).results ?? [] : [];
const merged = [...previous.filter((old) => !results.some((row) => row.pages === old.pages)), ...results].sort((a, b) => a.pages - b.pages);
mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, JSON.stringify({ date: new Date().toISOString(), results: merged }, null, 2));
const base = merged.find((row) => row.pages <= 101);
const at3000 = merged.find((row) => row.pages >= 3000 && row.pages < 4000);
if (base && at3000) {
  console.log(
    `\n3,000 vs 100 pages: bytes/page ×${(at3000.bytesPerPage / base.bytesPerPage).toFixed(2)}, time/page ×${(at3000.secondsPerPage / base.secondsPerPage).toFixed(2)} (goal ≤ 1.3)`,
  );
}
