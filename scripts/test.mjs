#!/usr/bin/env node
/**
 * Runs every test: installs the Debian packages the browser tests need when missing, unit tests, then the production builds the browser tests need
 * (`out/` at the root, `out-base/` under BASE_PATH=/docs/core/, and `out-docsearch/`: the small
 * fixture site with a test DocSearch configuration), then the MCP server's tests, then Playwright.
 *
 *   node scripts/test.mjs            everything
 *   SKIP_BUILD=1 node scripts/test.mjs   reuse out/, out-base/ and out-docsearch/ from a previous run
 *   node scripts/test.mjs -- <playwright args>   pass arguments to Playwright
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Settings that change what a build produces. Test builds set their own and inherit none from
 * the shell, so an operator's `SITE_URL` or `DOCSEARCH_*` cannot change what the tests see.
 */
const BUILD_SETTINGS = ['SITE_URL', 'BASE_PATH', 'EDIT_URL', 'DOCS_CONTENT_DIR', 'DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME', 'GA_MEASUREMENT_ID', 'ANALYTICS_ENDPOINT'];
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !BUILD_SETTINGS.includes(name))), NEXT_TELEMETRY_DISABLED: '1' };
const extra = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];

function run(command, args, extraEnv = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (result.status !== 0) {
    console.error(`\nFailed: ${command} ${args.join(' ')} (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

/** Debian packages the browser and hosting tests use; installed when missing (needs root). */
const SYSTEM_PACKAGES = [
  { command: '/usr/bin/chromium', pkg: 'chromium' },
  { command: '/usr/sbin/nginx', pkg: 'nginx' },
  { command: '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf', pkg: 'fonts-noto-color-emoji' },
];

function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter(({ command }) => !existsSync(command)).map(({ pkg }) => pkg);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    console.error(`Missing system packages: ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq'], { DEBIAN_FRONTEND: 'noninteractive' });
  run('apt-get', ['install', '-y', '-qq', ...missing], { DEBIAN_FRONTEND: 'noninteractive' });
}

function unitTestFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return unitTestFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

ensureSystemPackages();
// The build leaves type checking to the tests (next.config.mjs), so it runs here, once.
run('npx', ['tsc', '--noEmit', '-p', '.', '--incremental', 'false']);
run('node', ['--import', 'tsx', '--test', ...unitTestFiles('tests/unit'), ...unitTestFiles('tests/build')]);

/** The DocSearch test build: fake credentials; the browser tests route Algolia's hosts to a stub. */
const DOCSEARCH_TEST_ENV = {
  BASE_PATH: '',
  ANALYTICS_ENDPOINT: '',
  DOCS_CONTENT_DIR: 'tests/fixtures/docsearch-site',
  DOCSEARCH_APP_ID: 'TESTAPPID',
  DOCSEARCH_API_KEY: 'test-search-only-key',
  DOCSEARCH_INDEX_NAME: 'airy-test',
};

function buildInto(dir, extraEnv) {
  run('npm', ['run', 'build'], extraEnv);
  rmSync(dir, { recursive: true, force: true });
  renameSync('out', dir);
}

if (!process.env.SKIP_BUILD || !['out', 'out-base', 'out-docsearch'].every((dir) => existsSync(dir))) {
  buildInto('out-base', { BASE_PATH: '/docs/core/', ANALYTICS_ENDPOINT: '' });
  buildInto('out-docsearch', DOCSEARCH_TEST_ENV);
  // The root build sends page views to a same-origin endpoint that the browser tests intercept.
  run('npm', ['run', 'build'], { BASE_PATH: '', ANALYTICS_ENDPOINT: '/analytics-test-endpoint' });
}

// The MCP server's tests read the built sites: stdio on out/, HTTP on served out/ and out-base/.
run('node', ['--import', 'tsx', '--test', ...unitTestFiles('tests/mcp')]);
run('npx', ['playwright', 'test', ...extra]);

// Budgets that can fail CI: page weight on the build without analytics, and the Lighthouse
// scores that do not depend on machine speed (accessibility, best practices, SEO).
if (!extra.length) {
  run('node', ['bench/page-weight.mjs', '--dir', 'out-base', '--base', '/docs/core/']);
  run('node', ['bench/lighthouse.mjs', '--dir', 'out-base', '--base', '/docs/core/', '--runs', '1']);
}
