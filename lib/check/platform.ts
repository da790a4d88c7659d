/**
 * The platform the docs describe: one commit of its repository, and the paths of its files at
 * that commit (`platform-paths.txt`, committed, because CI cannot reach the repository). Links
 * into the repository are checked against both (`platform-links.ts`); `scripts/pin-platform.ts`
 * writes and verifies the list.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLATFORM_COMMIT } from '../platform/pin';

/** The pinned commit and its release tag (`lib/platform/pin.ts`, rewritten by `scripts/pin-platform.ts --tag`). */
export { PLATFORM_COMMIT, PLATFORM_RELEASE } from '../platform/pin';

/** The platform's repository on GitHub. */
export const PLATFORM_REPOSITORY = 'airyhq/airy';

/** The committed list: every file path at the commit, one a line, sorted; folders are implied. */
export const PLATFORM_PATHS_FILE = fileURLToPath(new URL('./platform-paths.txt', import.meta.url));

/** A repository at one commit, as the link check sees it. */
export interface PlatformTree {
  /** `owner/name`. */
  repository: string;
  commit: string;
  files: Set<string>;
  /** Every folder that holds a file, at any depth (`infrastructure`, `infrastructure/helm-chart`). */
  folders: Set<string>;
}

/** A tree from a list of file paths; folders are worked out from the files. */
export function platformTree(repository: string, commit: string, filePaths: Iterable<string>): PlatformTree {
  const files = new Set(filePaths);
  const folders = new Set<string>();
  for (const file of files) {
    for (let slash = file.indexOf('/'); slash > 0; slash = file.indexOf('/', slash + 1)) folders.add(file.slice(0, slash));
  }
  return { repository, commit, files, folders };
}

/** The lines of a paths list, blank lines dropped. */
export function parsePathsList(text: string): string[] {
  return text.split('\n').filter((line) => line !== '');
}

let pinned: PlatformTree | undefined;

/** The pinned platform, its list read once per process. */
export function pinnedPlatform(): PlatformTree {
  pinned ??= platformTree(PLATFORM_REPOSITORY, PLATFORM_COMMIT, parsePathsList(readFileSync(PLATFORM_PATHS_FILE, 'utf8')));
  return pinned;
}
