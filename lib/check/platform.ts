/**
 * The platform the docs describe: one commit of its repository, and the paths of its files at
 * that commit (`platform-paths.txt`, committed, because CI cannot reach the repository). Links
 * into the repository are checked against both (`platform-links.ts`); `scripts/pin-platform.ts`
 * writes and verifies the list.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The platform's repository on GitHub. */
export const PLATFORM_REPOSITORY = 'airyhq/airy';

/** spec (issue 22): the docs describe airyhq/airy after release 0.50.1, at this commit. */
export const PLATFORM_COMMIT = 'ff590091b91c6c1abdff25cbc5d355eb6d60cea6';

/** The release tag of `PLATFORM_COMMIT`, as the prose names it. */
export const PLATFORM_RELEASE = '0.56.0';

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
