/**
 * Writes `lib/check/platform-paths.txt`, the file paths of the platform's repository at the
 * commit named in `lib/check/platform.ts`, from a local clone (bare or not):
 *
 *   tsx scripts/pin-platform.ts <git-dir>            write the list
 *   tsx scripts/pin-platform.ts <git-dir> --verify   exit 1 when the committed list differs
 *
 * To describe another commit: change PLATFORM_COMMIT, run this, then `npm run check` names every
 * link into the repository that still uses the old commit, with the new URL as its hint.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PLATFORM_COMMIT, PLATFORM_PATHS_FILE, PLATFORM_REPOSITORY } from '../lib/check/platform';

const [gitDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!gitDir) {
  console.error('usage: tsx scripts/pin-platform.ts <git-dir of a clone of airyhq/airy> [--verify]');
  process.exit(2);
}
const listed = spawnSync('git', ['-C', gitDir, 'ls-tree', '-r', '-z', '--name-only', PLATFORM_COMMIT], { encoding: 'utf8', maxBuffer: 1 << 28 });
if (listed.status !== 0) {
  console.error(`git ls-tree ${PLATFORM_COMMIT} failed in ${gitDir}: ${listed.stderr.trim()}`);
  process.exit(1);
}
// Code-unit order, the order the check's tests expect; for ASCII paths it is `LC_ALL=C sort`.
const text = `${listed.stdout.split('\0').filter(Boolean).sort().join('\n')}\n`;
const count = text.split('\n').length - 1;

if (process.argv.includes('--verify')) {
  const same = readFileSync(PLATFORM_PATHS_FILE, 'utf8') === text;
  console.log(same ? `${PLATFORM_PATHS_FILE} matches ${PLATFORM_REPOSITORY}@${PLATFORM_COMMIT} (${count} files).` : `${PLATFORM_PATHS_FILE} differs from ${PLATFORM_REPOSITORY}@${PLATFORM_COMMIT}: run without --verify to rewrite it.`);
  process.exit(same ? 0 : 1);
}
writeFileSync(PLATFORM_PATHS_FILE, text);
console.log(`Wrote ${count} paths of ${PLATFORM_REPOSITORY}@${PLATFORM_COMMIT} to ${PLATFORM_PATHS_FILE}.`);
