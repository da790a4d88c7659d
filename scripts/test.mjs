#!/usr/bin/env node
/**
 * Runs every test: unit tests, then the two production builds the browser tests need
 * (`out/` at the root and `out-base/` under BASE_PATH=/docs/core/), then Playwright.
 *
 *   node scripts/test.mjs            everything
 *   SKIP_BUILD=1 node scripts/test.mjs   reuse out/ and out-base/ from a previous run
 *   node scripts/test.mjs -- <playwright args>   pass arguments to Playwright
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const extra = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];

function run(command, args, extraEnv = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\nFailed: ${command} ${args.join(' ')} (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

function unitTestFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return unitTestFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

run('node', ['--import', 'tsx', '--test', ...unitTestFiles('tests/unit')]);

if (!process.env.SKIP_BUILD || !existsSync('out') || !existsSync('out-base')) {
  run('npm', ['run', 'build'], { BASE_PATH: '/docs/core/' });
  rmSync('out-base', { recursive: true, force: true });
  renameSync('out', 'out-base');
  run('npm', ['run', 'build'], { BASE_PATH: '' });
}

run('npx', ['playwright', 'test', ...extra]);
