/**
 * Whether `next build` must run: it reads the frame, the app's code and styles, `public/`, the
 * configs, the installed packages and the build settings in the environment. When none of them
 * changed since the last build, its output in `out/` (and its copy of each page under `.next/`) is
 * still right, and an edit to a doc's body needs only the export pass.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ExportRecord } from '../export/export-site';
import { PRERENDERED_FRAMES_DIR } from '../next-contract';
import { CACHE_DIR } from './build-cache';

/** What `next build` reads besides the frame: the app, its code and styles, and the configs. */
const INPUT_FOLDERS = ['app', 'components', 'lib', 'public'];
const INPUT_FILES = ['site.config.ts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];
/** Environment settings that change the pages (`site.config.ts`, `next.config.mjs`). */
const INPUT_ENV = ['BASE_PATH', 'SITE_URL', 'EDIT_URL', 'DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME', 'GA_MEASUREMENT_ID', 'ANALYTICS_ENDPOINT', 'BUILD_ID', 'NODE_ENV'];

/** Where the last build's state is kept. */
const STATE_FILE = join(CACHE_DIR, 'last-build.json');

/** The last build: what Next read, what the export wrote, and the stamp of `out/` it left. */
interface LastBuild {
  nextInputs: string;
  record: ExportRecord;
  outStamp: number;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** A hash of everything `next build` reads. */
export function nextInputsHash(projectRoot: string, frameText: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256').update(frameText);
  for (const name of INPUT_ENV) hash.update(`\0${name}=${env[name] ?? ''}`);
  const files = [...INPUT_FOLDERS.flatMap((folder) => filesUnder(join(projectRoot, folder))), ...INPUT_FILES.map((file) => join(projectRoot, file))];
  for (const file of files) if (existsSync(file)) hash.update(`\0${relative(projectRoot, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/** The stamp of an export: when its `404.html` was last written (the fresh export pass writes it; `next build` replaces it). */
function outStamp(outDir: string): number {
  try {
    return statSync(join(outDir, '404.html')).mtimeMs;
  } catch {
    return -1;
  }
}

/** Whether a build finished in this checkout since its build cache was last removed. */
export function hasBuilt(projectRoot: string): boolean {
  return existsSync(join(projectRoot, STATE_FILE));
}

/** The record of the last export when `next build` can be skipped, else null. */
export function reusableExport(projectRoot: string, outDir: string, nextInputs: string): ExportRecord | null {
  let last: LastBuild;
  try {
    last = JSON.parse(readFileSync(join(projectRoot, STATE_FILE), 'utf8')) as LastBuild;
  } catch {
    return null;
  }
  const intact = last.nextInputs === nextInputs && last.outStamp === outStamp(outDir) && existsSync(join(projectRoot, PRERENDERED_FRAMES_DIR));
  return intact ? last.record : null;
}

/** Remembers this build for the next one. */
export function rememberBuild(projectRoot: string, outDir: string, nextInputs: string, record: ExportRecord): void {
  const state: LastBuild = { nextInputs, record, outStamp: outStamp(outDir) };
  writeFileSync(join(projectRoot, STATE_FILE), JSON.stringify(state));
}
