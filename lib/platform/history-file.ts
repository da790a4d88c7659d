/**
 * `lib/platform/history.json`: the platform's history as `scripts/platform-history.ts` wrote it
 * from the release tags (CI has no clone of the platform, so the file is committed). Read like the
 * facts: afresh by each render job, and part of the renderer's cache key because it is under `lib/`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HistoryEntry, PlatformHistory } from './history';

/** The file's content: the history, the pinned release and every release's tag and commit. */
export interface HistoryFile extends PlatformHistory {
  pin: { release: string; commit: string };
  /** Each release's tag and commit, by release (`0.1.0` → `core/0.1.0`). */
  tags: Record<string, { tag: string; commit: string }>;
}

/** Where the history is, relative to the project root. */
export const PLATFORM_HISTORY_PATH = join('lib', 'platform', 'history.json');

/** The history as the file holds it now. */
export function readPlatformHistory(projectRoot: string): HistoryFile {
  return JSON.parse(readFileSync(join(projectRoot, PLATFORM_HISTORY_PATH), 'utf8')) as HistoryFile;
}

/** The history of this checkout (tests, one-off renders). */
export function committedHistory(): HistoryFile {
  return JSON.parse(readFileSync(new URL('./history.json', import.meta.url), 'utf8')) as HistoryFile;
}

/** The release that added an operation, component or key, or null (unknown to the history, or gone at the pin). */
export function addedIn(history: Pick<PlatformHistory, 'operations' | 'components' | 'keys'>, kind: 'operations' | 'components' | 'keys', name: string): string | null {
  const entry: HistoryEntry | undefined = history[kind][name];
  return entry?.addedIn ?? null;
}
