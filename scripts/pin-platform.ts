/**
 * Writes what the docs know of the platform's repository at the commit named in
 * `lib/check/platform.ts`, from a local clone (bare or not):
 * - `lib/check/platform-paths.txt`, the file paths and each text file's line count (for links
 *   into the repository and to a line of a file);
 * - `lib/platform/facts.json`, the sets pages' values must belong to and the values `<Platform>`
 *   writes (the events the webhook publisher sends, the components, the keys of `airy.yaml`).
 *
 *   tsx scripts/pin-platform.ts <git-dir>            write both
 *   tsx scripts/pin-platform.ts <git-dir> --verify   exit 1 when a committed file differs
 *
 * To describe another commit: change PLATFORM_COMMIT, run this, then `npm run check` names every
 * link into the repository that still uses the old commit, with the new URL as its hint, and
 * every page that names an event, component or key the new commit no longer has.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLATFORM_COMMIT, PLATFORM_PATHS_FILE, PLATFORM_REPOSITORY, writePathsList } from '../lib/check/platform';
import { extractFacts } from '../lib/platform/extract-facts';
import { PLATFORM_FACTS_PATH } from '../lib/platform/facts';
import { gitSource, readLineCounts } from '../lib/platform/git-source';

const [gitDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!gitDir) {
  console.error('usage: tsx scripts/pin-platform.ts <git-dir of a clone of airyhq/airy> [--verify]');
  process.exit(2);
}
const source = gitSource(gitDir, PLATFORM_COMMIT);
// Code-unit order, the order the check's tests expect; for ASCII paths it is `LC_ALL=C sort`.
const text = writePathsList(source.paths, readLineCounts(gitDir, PLATFORM_COMMIT, source.paths));
const count = source.paths.length;
const facts = extractFacts(source);
const factsText = `${JSON.stringify(facts, null, 2)}\n`;
const factsFile = join(fileURLToPath(new URL('..', import.meta.url)), PLATFORM_FACTS_PATH);
const factsSummary = `${facts.webhookEvents.length} webhook events, ${facts.components.length} components, ${facts.endpoints.length} endpoints, ${Object.keys(facts.airyYamlKeys).length} airy.yaml keys`;

if (process.argv.includes('--verify')) {
  const samePaths = readFileSync(PLATFORM_PATHS_FILE, 'utf8') === text;
  const sameFacts = readFileSync(factsFile, 'utf8') === factsText;
  console.log(samePaths ? `${PLATFORM_PATHS_FILE} matches ${PLATFORM_REPOSITORY}@${PLATFORM_COMMIT} (${count} files).` : `${PLATFORM_PATHS_FILE} differs from ${PLATFORM_REPOSITORY}@${PLATFORM_COMMIT}: run without --verify to rewrite it.`);
  console.log(sameFacts ? `${factsFile} matches (${factsSummary}).` : `${factsFile} differs from ${PLATFORM_REPOSITORY}@${PLATFORM_COMMIT}: run without --verify to rewrite it.`);
  process.exit(samePaths && sameFacts ? 0 : 1);
}
writeFileSync(PLATFORM_PATHS_FILE, text);
writeFileSync(factsFile, factsText);
console.log(`Wrote ${count} paths of ${PLATFORM_REPOSITORY}@${PLATFORM_COMMIT} to ${PLATFORM_PATHS_FILE}.`);
console.log(`Wrote ${factsSummary} to ${factsFile}.`);
