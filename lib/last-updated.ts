/**
 * "Last updated" dates: the git committer date of each doc's file, read in one `git log` pass
 * (one call per file would dominate the build at thousands of pages).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Commit timestamps (ms) by file path relative to the repository root. */
export interface GitDates {
  dates: Map<string, number>;
  /** Set when the clone is shallow: files last seen in a boundary commit get no date. */
  shallow: boolean;
  /** Set when git is missing or the folder is not a repository. */
  unavailable: boolean;
  /** The repository root the paths in `dates` are relative to. */
  root: string;
}

/** Parses `git log --format=%x00%H %ct --name-only` output; skips files whose newest commit is in `skip`. */
export function parseGitLog(output: string, skip: Set<string> = new Set()): Map<string, number> {
  const dates = new Map<string, number>();
  const seen = new Set<string>();
  for (const entry of output.split('\0')) {
    const [header, ...files] = entry.split('\n');
    const match = /^([0-9a-f]{40}) (\d+)$/.exec(header.trim());
    if (!match) continue;
    const [, hash, seconds] = match;
    for (const file of files.map((f) => f.trim()).filter(Boolean)) {
      if (seen.has(file)) continue;
      seen.add(file);
      if (!skip.has(hash)) dates.set(file, Number(seconds) * 1000);
    }
  }
  return dates;
}

/** Reads the dates of every file under `folder` (relative to `cwd`) from git history. */
export function readGitDates(cwd: string, folder: string): GitDates {
  try {
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const shallowFile = join(root, '.git', 'shallow');
    const boundary = existsSync(shallowFile)
      ? new Set(readFileSync(shallowFile, 'utf8').split('\n').filter(Boolean))
      : new Set<string>();
    const output = execFileSync(
      'git',
      ['-c', 'core.quotePath=false', 'log', '--format=%x00%H %ct', '--name-only', '--no-renames', '--', folder],
      { cwd: root, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    return { dates: parseGitLog(output, boundary), shallow: boundary.size > 0, unavailable: false, root };
  } catch {
    return { dates: new Map(), shallow: false, unavailable: true, root: cwd };
  }
}

/** "Oct 14, 2018": the format the original site used, in UTC so every build agrees. */
export function formatLastUpdated(timestamp: number, locale = 'en'): string {
  let format = dateFormats.get(locale);
  // A formatter costs far more to make than to use (bench/README.md): one per locale.
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(timestamp));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The date to show for a doc: front matter wins over git; null when neither knows. */
export function lastUpdatedFor(frontMatterDate: string | undefined, gitDate: number | undefined): number | null {
  if (frontMatterDate) {
    const parsed = Date.parse(frontMatterDate);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return gitDate ?? null;
}
