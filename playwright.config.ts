/**
 * End-to-end tests in Debian's Chromium against the exported site, served by the same static
 * server as `npm start`. `scripts/test.mjs` builds `out/` and `out-base/` first.
 *   - site:  out/ at http://localhost:3000/ (E2E_PORT moves all nine)
 *   - base:  out-base/ (built with BASE_PATH=/docs/core/) at http://localhost:3001/docs/core/
 *   - wrong: out-base/ served at the root, to show the base-URL banner, at http://localhost:3002/
 *   - nginx: Debian's nginx running deploy/nginx.conf on out/ at http://127.0.0.1:3003/, and on
 *            out-base/ under /docs/core/ at http://127.0.0.1:3004/docs/core/
 *   - docsearch: out-docsearch/ (a fixture site built with a test DocSearch configuration) at http://localhost:3005/
 *   - an Airy stand-in for "Try it" (tests/stand-in/): at http://localhost:3006/ allowing the site's
 *            and the base build's origins (CORS), and at http://localhost:3007/ refusing them
 *   - dev: `npm run dev` on a scratch copy of tests/fixtures/dev-site, which its tests edit, at http://localhost:3008/
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM as chromium } from './tests/chromium';

export const BASE_PATH = '/docs/core/';
/** First of nine ports (site, base, wrong base, nginx, nginx base, DocSearch, stand-in, stand-in without CORS, dev); E2E_PORT moves them all. */
const port = Number(process.env.E2E_PORT ?? 3000);
/** The specs that run against the nginx recipe instead of the Node server. */
const NGINX_SPECS = /(hosting|security)\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // Under CI a failed test runs once more so the report says whether it is flaky, and a flaky
  // test fails the run all the same: nothing that fails once is hidden.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: [/base-path\.spec\.ts/, /docsearch\.spec\.ts/, /dev\.spec\.ts/, NGINX_SPECS] },
    { name: 'dev', testMatch: /dev\.spec\.ts/, use: { baseURL: `http://localhost:${port + 8}` } },
    { name: 'base', testMatch: /base-path\.spec\.ts/, use: { baseURL: `http://localhost:${port + 1}` } },
    { name: 'nginx', testMatch: NGINX_SPECS, use: { baseURL: `http://127.0.0.1:${port + 3}` } },
    { name: 'docsearch', testMatch: /docsearch\.spec\.ts/, use: { baseURL: `http://localhost:${port + 5}` } },
  ],
  webServer: [
    { command: `node scripts/serve.mjs --dir out --port ${port}`, port },
    // Without --base: `npm start` serves a base-path build under the base path the build recorded.
    {
      command: `node scripts/serve.mjs --dir out-base --port ${port + 1}`,
      url: `http://localhost:${port + 1}${BASE_PATH}`,
    },
    { command: `node scripts/serve.mjs --dir out-base --port ${port + 2} --base /`, port: port + 2 },
    {
      command: `node scripts/nginx-test.mjs --port ${port + 3} --dir out --base-port ${port + 4} --base-dir out-base --base ${BASE_PATH}`,
      url: `http://127.0.0.1:${port + 3}/`,
    },
    { command: `node scripts/serve.mjs --dir out-docsearch --port ${port + 5}`, port: port + 5 },
    {
      command: `node --import tsx tests/stand-in/main.ts --port ${port + 6} --refusing-port ${port + 7} --allow-origin http://localhost:${port} --allow-origin http://localhost:${port + 1}`,
      url: `http://127.0.0.1:${port + 6}/__stand-in/requests`,
    },
    // The dev server compiles its first page on request: the wait covers Next's start.
    { command: `node scripts/dev-test-site.mjs --port ${port + 8}`, url: `http://localhost:${port + 8}/`, timeout: 180_000 },
  ],
});
