/**
 * The platform's repository at one commit, read from a local clone with git: the file list from
 * `git ls-tree`, the files the facts are read from in one `git cat-file --batch` call, and the
 * handler candidates from `git grep`. One commit costs a few git processes, so the history script
 * can read every release tag in seconds.
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

/** Reads many files of one commit with one `git cat-file --batch`. */
function readBatch(gitDir: string, commit: string, paths: string[]): Map<string, string> {
  const files = new Map<string, string>();
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
    files.set(path, out.subarray(end + 1, end + 1 + size).toString('utf8'));
    offset = end + 1 + size + 1;
  }
  return files;
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
