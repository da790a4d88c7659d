/**
 * Writes what the docs know of the platform's repository at the pinned release, from a local
 * clone with its tags (bare or not):
 * - `lib/check/platform-paths.txt`, the file paths and each text file's line count (for links
 *   into the repository and to a line of a file);
 * - `lib/platform/facts.json`, the sets pages' values must belong to and the values `<Platform>`
 *   writes (webhook events, components, charts, `airy.yaml` keys, ingress routes, HTTP endpoints);
 * - `lib/platform/history.json`, which release added, removed or renamed each operation, component
 *   and key (`scripts/platform-history.ts` writes it alone).
 *
 *   tsx scripts/pin-platform.ts <git-dir>                 rewrite all three at the pinned release
 *   tsx scripts/pin-platform.ts <git-dir> --tag 0.57.0    move the pin to another release tag
 *   tsx scripts/pin-platform.ts <git-dir> --verify        exit 1 when a committed file differs
 *
 * Moving the pin also rewrites `PLATFORM_COMMIT` and `PLATFORM_RELEASE` (`lib/platform/pin.ts`)
 * and prints every `<Platform>` value of the content whose text changes, with its `file:line`;
 * `npm run check` then names every link, operation, event, component and key the release lacks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_COMMIT, PLATFORM_RELEASE, PLATFORM_REPOSITORY } from '../lib/check/platform';
import { formatDrift, repin, writeRepinned } from '../lib/platform/repin';

const args = process.argv.slice(2);
const gitDir = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--tag');
if (!gitDir) {
  console.error('usage: tsx scripts/pin-platform.ts <git-dir of a clone of airyhq/airy> [--tag <release tag>] [--verify]');
  process.exit(2);
}
const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const tagIndex = args.indexOf('--tag');
const tag = tagIndex === -1 ? PLATFORM_RELEASE : args[tagIndex + 1];
const repinned = await repin({ gitDir, tag, projectRoot });

if (args.includes('--verify')) {
  const changed = [...repinned.files].filter(([path, text]) => readFileSync(join(projectRoot, path), 'utf8') !== text).map(([path]) => path);
  console.log(changed.length ? `Differs from ${PLATFORM_REPOSITORY}@${repinned.release}: ${changed.join(', ')} — run without --verify to rewrite` : `All files match ${PLATFORM_REPOSITORY}@${repinned.release} (${repinned.commit}): ${repinned.paths.length} paths, ${repinned.facts.endpoints.length} endpoints, ${repinned.history.releases.length} releases.`);
  process.exit(changed.length ? 1 : 0);
}

writeRepinned(projectRoot, repinned);
const { facts, history } = repinned;
console.log(`Pinned ${PLATFORM_REPOSITORY}@${repinned.release} (${repinned.commit}${repinned.commit === PLATFORM_COMMIT ? '' : `, was ${PLATFORM_COMMIT}`}).`);
console.log(`Wrote ${repinned.paths.length} paths; ${facts.webhookEvents.length} webhook events, ${facts.components.length} components, ${facts.endpoints.length} endpoints, ${Object.keys(facts.airyYamlKeys).length} airy.yaml keys; the history of ${history.releases.length} releases.`);
if (repinned.drift.length) {
  console.log(`${repinned.drift.length} <Platform> value(s) of the content change:`);
  for (const drift of repinned.drift) console.log(`  ${formatDrift(drift)}`);
}
console.log('Now run npm run check: it names every page and operation the new release contradicts.');
