#!/usr/bin/env node
/**
 * The stack's floor: builds `bench/floor` (a bare Next App Router page, no CSS, no client component)
 * and runs the same Lighthouse harness on it, so the site's scores can be read against what Next
 * and React alone score on this machine.
 *
 *   node bench/floor.mjs [--runs 3]
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { option } from './lib.mjs';

const FLOOR = 'bench/floor';
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, [nextBin, 'build'], FLOOR);
run(process.execPath, ['bench/lighthouse.mjs', '--dir', `${FLOOR}/out`, '--pages', '', '--runs', option('runs', '3'), '--json', 'bench/results/lighthouse-floor.json']);
