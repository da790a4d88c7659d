/**
 * End-to-end tests in Debian's Chromium against the exported site, served by the same static
 * server as `npm start`. `scripts/test.mjs` builds `out/` and `out-base/` first.
 *   - site:  out/ at http://localhost:3000/ (E2E_PORT moves all four)
 *   - base:  out-base/ (built with BASE_PATH=/docs/core/) at http://localhost:3001/docs/core/
 *   - wrong: out-base/ served at the root, to show the base-URL banner, at http://localhost:3002/
 *   - docsearch: out-docsearch/ (a fixture site built with a test DocSearch configuration) at http://localhost:3003/
 */
import { defineConfig } from '@playwright/test';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export const BASE_PATH = '/docs/core/';
/** First of four ports (site, base, wrong base, DocSearch); E2E_PORT lets several checkouts test at once. */
const port = Number(process.env.E2E_PORT ?? 3000);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'site', testIgnore: /(base-path|docsearch)\.spec\.ts/ },
    { name: 'base', testMatch: /base-path\.spec\.ts/, use: { baseURL: `http://localhost:${port + 1}` } },
    { name: 'docsearch', testMatch: /docsearch\.spec\.ts/, use: { baseURL: `http://localhost:${port + 3}` } },
  ],
  webServer: [
    { command: `node scripts/serve.mjs --dir out --port ${port}`, port },
    {
      command: `node scripts/serve.mjs --dir out-base --port ${port + 1} --base ${BASE_PATH}`,
      url: `http://localhost:${port + 1}${BASE_PATH}`,
    },
    { command: `node scripts/serve.mjs --dir out-base --port ${port + 2}`, port: port + 2 },
    { command: `node scripts/serve.mjs --dir out-docsearch --port ${port + 3}`, port: port + 3 },
  ],
});
