/**
 * Reads the platform's history from a local clone: one snapshot per release tag up to the pin
 * (`snapshot.ts`), then `buildHistory`. The tags are split between worker processes (one per core,
 * at most two), since each tag costs a few git calls and some parsing: the 75 tags of airyhq/airy
 * take well under a minute on a 2-core machine (bench/README.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gitSource, resolveCommit } from './git-source';
import { buildHistory, type ReleaseSnapshot, type Rename } from './history';
import type { HistoryFile } from './history-file';
import { releaseTagsUpTo } from './release-tags';
import { RENAMES } from './renames';
import { snapshotOf } from './snapshot';

/** A release tag to read: its tag name, release and commit. */
export interface ReleaseTag {
  tag: string;
  version: string;
  commit: string;
}

/** The release tags of the clone up to `pin` (a release such as `0.56.0`), oldest first, with their commits. */
function releaseTagsOf(gitDir: string, pin: string): ReleaseTag[] {
  const listed = spawnSync('git', ['-C', gitDir, 'tag', '--list'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git tag failed in ${gitDir}: ${listed.stderr.trim()}`);
  return releaseTagsUpTo(listed.stdout.split('\n').filter(Boolean), pin).map(({ tag, version }) => ({ tag, version, commit: resolveCommit(gitDir, `refs/tags/${tag}`) }));
}

/** The snapshots of some releases, read in this process. */
export function readSnapshots(gitDir: string, releases: ReleaseTag[]): ReleaseSnapshot[] {
  return releases.map((release) => ({ version: release.version, ...snapshotOf(gitSource(gitDir, release.commit)) }));
}

const WORKER = fileURLToPath(new URL('../../scripts/platform-history.ts', import.meta.url));

/** Reads the snapshots in `workers` processes (`scripts/platform-history.ts --snapshots`), each a share of the tags. */
async function readInWorkers(gitDir: string, releases: ReleaseTag[], workers: number): Promise<ReleaseSnapshot[]> {
  const shares = Array.from({ length: workers }, (_, index) => releases.filter((_, i) => i % workers === index));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<ReleaseSnapshot[]>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', WORKER, gitDir, '--snapshots', JSON.stringify(share)], { stdio: ['ignore', 'pipe', 'inherit'] });
          let out = '';
          child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
          child.on('error', reject);
          child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as ReleaseSnapshot[]) : reject(new Error(`a history worker exited with ${code}`))));
        }),
    ),
  );
  return results.flat();
}

/** The history of every release tag up to the pinned release, as `history.json` holds it (renames: the hand-kept map). */
export async function readHistoryFromGit(gitDir: string, pin: { release: string; commit: string }, options: { workers?: number; renames?: Rename[] } = {}): Promise<HistoryFile> {
  const workers = options.workers ?? Math.min(2, availableParallelism());
  const releases = releaseTagsOf(gitDir, pin.release);
  if (releases.at(-1)?.commit !== pin.commit) throw new Error(`the tag of release ${pin.release} is not the pinned commit ${pin.commit} in ${gitDir}`);
  const snapshots = workers > 1 && releases.length > 4 ? await readInWorkers(gitDir, releases, workers) : readSnapshots(gitDir, releases);
  return {
    pin,
    tags: Object.fromEntries(releases.map((release) => [release.version, { tag: release.tag, commit: release.commit }])),
    ...buildHistory(snapshots, options.renames ?? RENAMES),
  };
}
