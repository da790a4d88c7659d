/**
 * Whether `next build` must run: it reads what `STAGES.next` lists (the frame, the app's code and
 * styles, `public/`, the configs, the installed packages and the build settings in the
 * environment). When none of them changed since the last build, its output in `out/` (and its
 * copy of each page under `.next/`) is still right, and an edit to a doc's body needs only the
 * export pass.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDERED_FRAMES_DIR } from '../next-contract';
import { hashFilesUnder } from './build-cache';
import type { BuildRecord } from './build-record';
import { STAGES } from './stages';

/** A hash of everything `next build` reads (`STAGES.next`): run it after the frame is written. */
export function nextInputsHash(projectRoot: string, env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  for (const name of STAGES.next.env) hash.update(`\0${name}=${env[name] ?? ''}`);
  return hashFilesUnder(hash, projectRoot, STAGES.next.reads).digest('hex');
}

/** The stamp of an export: when its `404.html` was last written (the fresh export pass writes it; `next build` replaces it). */
export function outStamp(outDir: string): number {
  try {
    return statSync(join(outDir, '404.html')).mtimeMs;
  } catch {
    return -1;
  }
}

/** Whether the last build's Next output (in `out/` and `.next/`) is still right for a build whose Next would read `nextInputs`. */
export function nextOutputReusable(last: BuildRecord | null, projectRoot: string, outDir: string, nextInputs: string): last is BuildRecord {
  return last !== null && last.next.inputs === nextInputs && last.next.outStamp === outStamp(outDir) && existsSync(join(projectRoot, PRERENDERED_FRAMES_DIR));
}
