#!/usr/bin/env node
/**
 * Build cost of the features: alternately times the full production build (content checks,
 * bodies, search index, Markdown copies, llms files, link check, CSP) and a bare build of the
 * same pages (the MDX render and `next build` only, every check and post-build step off).
 *
 *   node bench/build.mjs [--rounds 2] [--json bench/results/build.json]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { option } from './lib.mjs';

const rounds = Number(option('rounds', 2));
const jsonPath = option('json', 'bench/results/build.json');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

const COMMANDS = {
  bare: [
    ['npx', ['tsx', 'scripts/prepare.ts', '--bare']],
    ['npx', ['next', 'build']],
  ],
  full: [['npm', ['run', 'build']]],
};

function time(kind) {
  const started = Date.now();
  for (const [command, args] of COMMANDS[kind]) {
    const result = spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`${kind} build failed:\n${result.stderr.slice(-2000)}`);
  }
  return (Date.now() - started) / 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const samples = { bare: [], full: [] };
for (let round = 0; round < rounds; round++) {
  for (const kind of ['bare', 'full']) {
    const seconds = time(kind);
    samples[kind].push(seconds);
    console.log(`round ${round + 1}: ${kind} ${seconds.toFixed(1)} s`);
  }
}
const ratio = median(samples.full) / median(samples.bare);
console.log(`Full build ${median(samples.full).toFixed(1)} s vs bare ${median(samples.bare).toFixed(1)} s: ×${ratio.toFixed(2)} (goal ≤ 1.4)`);
mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, JSON.stringify({ date: new Date().toISOString(), samples, ratio }, null, 2));
