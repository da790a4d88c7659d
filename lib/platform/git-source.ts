/**
 * The platform's repository at one commit, read from a local clone with git: the file list from
 * `git ls-tree`, the files the facts are read from in one `git cat-file --batch` call, and the
 * handler candidates from `git grep`; the line count of every text file from one more batch. One
 * commit costs a few git processes, so the history script can read every release tag in seconds.
 */
import { spawnSync } from 'node:child_process';
import type { PlatformSource } from './extract-facts';

/** Files the extractors read: charts, build files, Go config, the event model, handler candidates. */
const PRELOAD = /^(infrastructure\/helm-chart\/|backend\/components\/[^/]+\/helm\/)|(^|\/)BUILD$|^lib\/go\/config\/|^backend\/model\/event\//;

function git(gitDir: string, args: string[], input?: string): string {
  const run = spawnSync('git', ['-C', gitDir, ...args], { encoding: 'utf8', input, maxBuffer: 1 << 30 });
  // git grep exits 1 when nothing matches: an empty list, not a failure.
  if (run.status !== 0 && !(args[0] === 'grep' && run.status === 1)) throw new Error(`git ${args.slice(0, 2).join(' ')} failed in ${gitDir}: ${run.stderr.trim()}`);
  return run.stdout;
}

/** Reads many files of one commit, as bytes, with one `git cat-file --batch`; a blob the clone lacks is left out. */
function readBatchBytes(gitDir: string, commit: string, paths: string[]): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!paths.length) return files;
  const run = spawnSync('git', ['-C', gitDir, 'cat-file', '--batch'], { input: paths.map((path) => `${commit}:${path}\n`).join(''), maxBuffer: 1 << 30 });
  const out = run.stdout;
  let offset = 0;
  for (const path of paths) {
    const end = out.indexOf(10, offset);
    const header = out.subarray(offset, end).toString('utf8');
    const size = Number(header.split(' ')[2]);
    if (header.endsWith(' missing') || !Number.isFinite(size)) {
      offset = end + 1;
      continue;
    }
    files.set(path, out.subarray(end + 1, end + 1 + size));
    offset = end + 1 + size + 1;
  }
  return files;
}

/** Reads many files of one commit as text. */
function readBatch(gitDir: string, commit: string, paths: string[]): Map<string, string> {
  return new Map([...readBatchBytes(gitDir, commit, paths)].map(([path, bytes]) => [path, bytes.toString('utf8')]));
}

/** The number of lines GitHub numbers in a text file (`#L1`…): a last line without a newline counts. */
function lineCount(bytes: Buffer): number {
  let newlines = 0;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) newlines += 1;
  return newlines + (bytes.length && bytes[bytes.length - 1] !== 10 ? 1 : 0);
}

/**
 * The line count of each text file of a commit (what a link's `#L12` can point at). Binary files
 * (a NUL byte in the first 8000, git's own test) and blobs the clone lacks have none.
 */
export function readLineCounts(gitDir: string, commit: string, paths: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [path, bytes] of readBatchBytes(gitDir, commit, paths)) {
    if (!bytes.subarray(0, 8000).includes(0)) counts.set(path, lineCount(bytes));
  }
  return counts;
}

/** The commit a tag or name points to (`0.56.0` → its 40-hex commit). */
export function resolveCommit(gitDir: string, name: string): string {
  return git(gitDir, ['rev-parse', `${name}^{commit}`]).trim();
}

/** A repository at one commit, for `extractFacts`. */
export function gitSource(gitDir: string, commit: string): PlatformSource {
  const paths = git(gitDir, ['ls-tree', '-r', '-z', '--name-only', commit]).split('\0').filter(Boolean).sort();
  const files = readBatch(gitDir, commit, paths.filter((path) => PRELOAD.test(path)));
  const read = (path: string) => {
    let text = files.get(path);
    if (text === undefined) {
      text = readBatch(gitDir, commit, [path]).get(path);
      if (text === undefined) throw new Error(`${path} does not exist at ${commit} in ${gitDir}`);
      files.set(path, text);
    }
    return text;
  };
  const filesMatching = (pattern: string) => {
    const found = git(gitDir, ['grep', '-l', '-E', '-z', pattern, commit, '--', 'backend', 'infrastructure', 'lib'])
      .split('\0')
      .filter(Boolean)
      .map((hit) => hit.slice(commit.length + 1));
    for (const [path, text] of readBatch(gitDir, commit, found.filter((path) => !files.has(path)))) files.set(path, text);
    return found;
  };
  return { commit, paths, read, filesMatching };
}
