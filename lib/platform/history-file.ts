/**
 * `lib/platform/history.json`: the platform's history as `scripts/platform-history.ts` wrote it
 * from the release tags (CI has no clone of the platform, so the file is committed). Read like the
 * facts: afresh by each render job, and part of the renderer's cache key because it is under `lib/`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformHistory } from './history';

/** The file's content: the history, the pinned release and every release's tag and commit. */
export interface HistoryFile extends PlatformHistory {
  pin: { release: string; commit: string };
  /** Each release's tag and commit, by release (`0.1.0` → `core/0.1.0`). */
  tags: Record<string, { tag: string; commit: string }>;
}

/** Where the history is, relative to the project root. */
export const PLATFORM_HISTORY_PATH = join('lib', 'platform', 'history.json');

/** The history as the file holds it now; undefined for a project without one (then no page says "Added in"). */
export function readPlatformHistory(projectRoot: string): HistoryFile | undefined {
  const file = join(projectRoot, PLATFORM_HISTORY_PATH);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HistoryFile) : undefined;
}
