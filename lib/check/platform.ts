/**
 * The platform the docs describe: one commit of its repository, and the paths of its files at
 * that commit with the line count of each text file (`platform-paths.txt`, committed, because CI
 * cannot reach the repository). Links into the repository are checked against them
 * (`platform-links.ts`); `scripts/pin-platform.ts` writes and verifies the list.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PLATFORM_COMMIT } from '../platform/pin';

/** The pinned commit and its release tag (`lib/platform/pin.ts`, rewritten by `scripts/pin-platform.ts --tag`). */
export { PLATFORM_COMMIT, PLATFORM_RELEASE } from '../platform/pin';

/** The platform's repository on GitHub. */
export const PLATFORM_REPOSITORY = 'airyhq/airy';

/**
 * The committed list: every file path at the commit, one a line, sorted, a text file's line count
 * after a tab (`lib/go/config/kafka.go\t48`); folders are implied.
 */
export const PLATFORM_PATHS_FILE = fileURLToPath(new URL('./platform-paths.txt', import.meta.url));

/** A repository at one commit, as the link check sees it. */
export interface PlatformTree {
  /** `owner/name`. */
  repository: string;
  commit: string;
  files: Set<string>;
  /** Every folder that holds a file, at any depth (`infrastructure`, `infrastructure/helm-chart`). */
  folders: Set<string>;
  /** The line count of each text file (binary files have none). */
  lines: Map<string, number>;
}

/** A tree from a list of file paths and their line counts; folders are worked out from the files. */
export function platformTree(repository: string, commit: string, filePaths: Iterable<string>, lines = new Map<string, number>()): PlatformTree {
  const files = new Set(filePaths);
  const folders = new Set<string>();
  for (const file of files) {
    for (let slash = file.indexOf('/'); slash > 0; slash = file.indexOf('/', slash + 1)) folders.add(file.slice(0, slash));
  }
  return { repository, commit, files, folders, lines };
}

/** A paths list read: the paths, in order, and the line counts it gives. */
export function parsePathsList(text: string): { paths: string[]; lines: Map<string, number> } {
  const paths: string[] = [];
  const lines = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [path, count] = line.split('\t');
    paths.push(path);
    if (count !== undefined) lines.set(path, Number(count));
  }
  return { paths, lines };
}

/** The text of a paths list: each path, and after a tab its line count when it has one. */
export function writePathsList(paths: string[], lines: Map<string, number>): string {
  return paths.map((path) => (lines.has(path) ? `${path}\t${lines.get(path)}` : path)).join('\n') + '\n';
}

let pinned: PlatformTree | undefined;

/** The pinned platform, its list read once per process. */
export function pinnedPlatform(): PlatformTree {
  if (!pinned) {
    const { paths, lines } = parsePathsList(readFileSync(PLATFORM_PATHS_FILE, 'utf8'));
    pinned = platformTree(PLATFORM_REPOSITORY, PLATFORM_COMMIT, paths, lines);
  }
  return pinned;
}
