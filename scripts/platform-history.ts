/**
 * Writes `lib/platform/history.json` from a local clone of airyhq/airy with its tags: every
 * release tag up to the pinned release (`PLATFORM_RELEASE`, `lib/check/platform.ts`), one snapshot
 * each, then which release added, removed or renamed each operation, component and `airy.yaml` key
 * (`lib/platform/history.ts`). CI has no network, so the file is committed.
 *
 *   tsx scripts/platform-history.ts <git-dir>            write the file
 *   tsx scripts/platform-history.ts <git-dir> --verify   exit 1 when the committed file differs
 *
 * `scripts/pin-platform.ts` runs the same reading when the pin moves. With `--snapshots <json>` it
 * is one of the worker processes `lib/platform/read-history.ts` starts: it prints the snapshots of
 * the release tags it is given.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_COMMIT, PLATFORM_RELEASE } from '../lib/check/platform';
import { PLATFORM_HISTORY_PATH } from '../lib/platform/history-file';
import { readHistoryFromGit, readSnapshots, type ReleaseTag } from '../lib/platform/read-history';

const args = process.argv.slice(2);
const gitDir = args.find((arg) => !arg.startsWith('--'));
if (!gitDir) {
  console.error('usage: tsx scripts/platform-history.ts <git-dir of a clone of airyhq/airy, with its tags> [--verify]');
  process.exit(2);
}

const snapshotsArgument = args.indexOf('--snapshots');
if (snapshotsArgument !== -1) {
  const releases = JSON.parse(args[snapshotsArgument + 1]) as ReleaseTag[];
  process.stdout.write(JSON.stringify(readSnapshots(gitDir, releases)));
} else {
  const started = Date.now();
  const history = await readHistoryFromGit(gitDir, { release: PLATFORM_RELEASE, commit: PLATFORM_COMMIT });
  const text = `${JSON.stringify(history, null, 1)}\n`;
  const file = join(fileURLToPath(new URL('..', import.meta.url)), PLATFORM_HISTORY_PATH);
  const summary = `${history.releases.length} releases, ${Object.keys(history.operations).length} operations, ${Object.keys(history.components).length} components, ${Object.keys(history.keys).length} keys, ${history.renames.length} renames, in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (args.includes('--verify')) {
    const same = readFileSync(file, 'utf8') === text;
    console.log(same ? `${file} matches (${summary}).` : `${file} differs from the tags up to ${PLATFORM_RELEASE}: run without --verify to rewrite it.`);
    process.exit(same ? 0 : 1);
  }
  writeFileSync(file, text);
  console.log(`Wrote the history of ${summary} to ${file}.`);
}
