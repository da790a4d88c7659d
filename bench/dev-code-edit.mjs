#!/usr/bin/env node
/**
 * What a maintainer's edit costs under `npm run dev` (issue 47, item 2): from saving a change to a
 * server component (`components/Footer.tsx`), a client component (`components/ThemeToggle.tsx`) or
 * a stylesheet (`app/styles/layout.css`) to the open page showing it, timed in Chromium on every
 * frame, and whether the page loaded again to show it (the mark set on the window is lost then).
 * Each edit is saved `--rounds` times (alternately adding and removing a marker) once the server has
 * settled; the files are put back at the end. Reported, not asserted.
 *
 *   node bench/dev-code-edit.mjs [--rounds 3] [--port 3471] [--route /cli/usage/]
 *
 * It runs `npm run dev` in this checkout on the real content; stop any other dev server first.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { devServerSettled, launch, option } from './lib.mjs';
import { median } from './vs-docusaurus-report.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
process.chdir(projectRoot);
const rounds = Number(option('rounds', 3));
const port = Number(option('port', 3471));
const route = option('route', '/cli/usage/');
const origin = `http://localhost:${port}`;

/** A colour channel of its own for each marker, so a stylesheet edit is told from the one before it. */
const blueOf = (marker) => [...marker].reduce((sum, character) => sum + character.charCodeAt(0), 0) % 250;

/** The three edits: the file, the change that marks it, and how the open page shows the mark. */
const EDITS = [
  {
    name: 'server component (Footer.tsx)',
    file: 'components/Footer.tsx',
    mark: (text, marker) => text.replace("String(new Date().getFullYear()))}</p>", `String(new Date().getFullYear()))} ${marker}</p>`),
    shows: (marker) => `document.querySelector('.site-footer')?.textContent.includes(${JSON.stringify(marker)})`,
  },
  {
    name: 'client component (ThemeToggle.tsx)',
    file: 'components/ThemeToggle.tsx',
    mark: (text, marker) => text.replace('aria-label={`Switch to ${target} mode', `aria-label={\`${marker} Switch to \${target} mode`),
    shows: (marker) => `[...document.querySelectorAll('button[aria-label]')].some((button) => button.getAttribute('aria-label').startsWith(${JSON.stringify(marker)}))`,
  },
  {
    name: 'stylesheet (layout.css)',
    file: 'app/styles/layout.css',
    mark: (text, marker) => `${text}\n.site-footer { outline: 1px solid rgb(1, 2, ${blueOf(marker)}); }\n`,
    shows: (marker) => `getComputedStyle(document.querySelector('.site-footer')).outlineColor === 'rgb(1, 2, ${blueOf(marker)})'`,
  },
];

const settled = () => devServerSettled(origin);

const originals = new Map(EDITS.map((edit) => [edit.file, readFileSync(edit.file, 'utf8')]));
const dev = spawn(process.execPath, ['scripts/run.mjs', 'scripts/dev.ts', '--port', String(port)], { detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
const browser = await launch();
try {
  await settled();
  const page = await browser.newPage();
  await page.goto(`${origin}${route}`);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
  await settled();
  for (const edit of EDITS) {
    const times = [];
    let reloads = 0;
    for (let round = 0; round < rounds; round += 1) {
      await page.evaluate(() => Object.assign(window, { __benchMark: true }));
      const marker = `Bench${round}x${Date.now().toString(36)}`;
      const saved = performance.now();
      writeFileSync(edit.file, edit.mark(originals.get(edit.file), marker));
      await page.waitForFunction(edit.shows(marker), undefined, { polling: 'raf', timeout: 120_000 });
      times.push((performance.now() - saved) / 1000);
      if (!(await page.evaluate(() => window.__benchMark === true))) reloads += 1;
      writeFileSync(edit.file, originals.get(edit.file));
      await page.waitForTimeout(1_500);
      await settled();
    }
    console.log(`${edit.name}: ${times.map((time) => time.toFixed(2)).join(', ')} s (median ${median(times).toFixed(2)} s; the page loaded again in ${reloads} of ${rounds}; load ${loadavg()[0].toFixed(1)})`);
  }
} finally {
  for (const [file, text] of originals) writeFileSync(file, text);
  await browser.close();
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    // Gone.
  }
}
