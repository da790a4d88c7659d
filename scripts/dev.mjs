#!/usr/bin/env node
/**
 * `npm run dev`: renders the content (drafts included), starts `next dev`, and renders again
 * whenever a file under the content directory or `sidebar.config.ts` changes, so an edit shows on
 * the next reload. Problems are printed as they are found; the server keeps running.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { resolve } from 'node:path';

const contentDir = resolve(process.env.DOCS_CONTENT_DIR ?? 'content');
const prepare = () => spawnSync('npx', ['tsx', 'scripts/build.ts', '--frame'], { stdio: 'inherit' }).status === 0;

if (!prepare()) console.error('\nFix the problems above; the page shows the last good version until then.\n');
const next = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });

let timer;
const schedule = () => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log('\nContent changed: rendering again…');
    prepare();
  }, 200);
};
watch(contentDir, { recursive: true }, schedule);
if (existsSync('sidebar.config.ts')) watch('sidebar.config.ts', schedule);
next.on('exit', (code) => process.exit(code ?? 0));
