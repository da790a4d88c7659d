import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkPlatformLinks, closestPath, parsePlatformLink, splitRef } from '../../lib/check/platform-links';
import { parsePathsList, pinnedPlatform, platformTree, PLATFORM_COMMIT, PLATFORM_PATHS_FILE } from '../../lib/check/platform';
import { formatDiagnostic } from '../../lib/diagnostics';
import { fixture, modelOf, projectRoot } from './helpers/model';

const COMMIT = '8e82b0641ccab95b4e8c9ea65d993044deb694c0';
const tree = platformTree('airyhq/airy', COMMIT, ['README.md', 'infrastructure/helm-chart/values.yaml', 'lib/java/crypto/Signature.java', 'docs/docs/changelog.md', 'docs/logo.png'], new Map([['README.md', 40], ['infrastructure/helm-chart/values.yaml', 120], ['lib/java/crypto/Signature.java', 60], ['docs/docs/changelog.md', 900]]));
const at = (url: string, line = 1) => ({ kind: 'link' as const, url, line, column: 1 });
const check = (...urls: string[]) => checkPlatformLinks({ file: 'content/x.mdx' }, urls.map((url, i) => at(url, i + 1)), tree).map(formatDiagnostic);

test('the module names the commit the docs describe, and its list holds every file, sorted, once, with the line count of each text file', () => {
  assert.equal(PLATFORM_COMMIT, COMMIT);
  const text = readFileSync(PLATFORM_PATHS_FILE, 'utf8');
  const { paths, lines } = parsePathsList(text);
  assert.ok(text.endsWith('\n') && !text.includes('\n\n'), 'one path a line, no blank lines');
  assert.deepEqual(paths, [...new Set(paths)].sort(), 'sorted and without repeats');
  assert.ok(paths.length > 2000 && paths.includes('infrastructure/helm-chart/values.yaml'));
  assert.ok(pinnedPlatform().folders.has('infrastructure/helm-chart'), 'folders are implied by their files');
  assert.ok((lines.get('lib/java/crypto/src/main/java/co/airy/crypto/Signature.java') ?? 0) >= 22, 'a text file has its line count');
  assert.ok(lines.size > 1900, `most files are text files with a count (${lines.size})`);
});

test('a pinned link to a line that the file does not have is an error naming the file\'s length', () => {
  assert.deepEqual(check(`https://github.com/airyhq/airy/blob/${COMMIT}/lib/java/crypto/Signature.java#L99999`), [
    'content/x.mdx:1:1: link into airyhq/airy points at line 99999 of lib/java/crypto/Signature.java, which has 60 lines at airyhq/airy@8e82b06 — link a line from 1 to 60 (the line counts are in lib/check/platform-paths.txt, written by scripts/pin-platform.ts)',
  ]);
  assert.match(check(`https://github.com/airyhq/airy/blob/${COMMIT}/lib/java/crypto/Signature.java#L50-L61`)[0], /points at line 61 of lib\/java\/crypto\/Signature\.java, which has 60 lines/, 'a range is checked at its end');
  assert.deepEqual(
    check(
      `https://github.com/airyhq/airy/blob/${COMMIT}/lib/java/crypto/Signature.java#L60`,
      `https://github.com/airyhq/airy/blob/${COMMIT}/lib/java/crypto/Signature.java#L1-L60`,
      `https://github.com/airyhq/airy/blame/${COMMIT}/README.md#L40`,
      `https://github.com/airyhq/airy/blob/${COMMIT}/docs/logo.png#L3`,
      `https://github.com/airyhq/airy/blob/${COMMIT}/README.md#usage`,
    ),
    [],
    'lines that exist, a file without a count (binary) and a heading anchor pass',
  );
});

test('pinned links to existing files and folders pass, with or without fragments and trailing slashes', () => {
  assert.deepEqual(
    check(
      `https://github.com/airyhq/airy/blob/${COMMIT}/infrastructure/helm-chart/values.yaml#L12`,
      `https://github.com/airyhq/airy/tree/${COMMIT}/infrastructure/helm-chart/`,
      `https://github.com/airyhq/airy/tree/${COMMIT}`,
      `https://raw.githubusercontent.com/airyhq/airy/${COMMIT}/README.md`,
      `https://github.com/AiryHQ/Airy/blob/${COMMIT}/README.md`,
    ),
    [],
  );
});

test('issues, pull requests, releases, the repository and other repositories are not file links', () => {
  assert.deepEqual(
    check(
      'https://github.com/airyhq/airy/issues/3744',
      'https://github.com/airyhq/airy/pull/3798',
      'https://github.com/airyhq/airy/releases',
      'https://github.com/airyhq/airy/releases/tag/0.50.1',
      'https://github.com/airyhq/airy',
      'https://github.com/airyhq/airy.git',
      'https://github.com/airyhq/airy/commit/8e82b0641',
      'https://github.com/airyhq/catalog/tree/main/components',
      '/api/introduction',
    ),
    [],
  );
});

test('a link on a branch or tag is an error whose hint is the pinned URL, fragment kept', () => {
  assert.deepEqual(check('https://github.com/airyhq/airy/blob/develop/lib/java/crypto/Signature.java#L21'), [
    `content/x.mdx:1:1: link into airyhq/airy uses "develop" instead of the commit the docs describe — use https://github.com/airyhq/airy/blob/${COMMIT}/lib/java/crypto/Signature.java#L21`,
  ]);
  assert.match(check('https://github.com/airyhq/airy/tree/0.50.1/infrastructure/helm-chart')[0], new RegExp(`uses "0\\.50\\.1" .* use https://github\\.com/airyhq/airy/tree/${COMMIT}/infrastructure/helm-chart$`));
  assert.match(check('https://github.com/airyhq/airy/blob/8e82b06/README.md')[0], /uses "8e82b06" instead of the commit/, 'a short hash is not the pinned commit');
});

test('a branch name with slashes is split where the path begins', () => {
  assert.deepEqual(splitRef(['release', '0.50.1', 'infrastructure', 'helm-chart'], tree), { ref: 'release/0.50.1', path: 'infrastructure/helm-chart' });
  assert.deepEqual(splitRef(['main', 'backend', 'README.md'], tree), { ref: 'main', path: 'backend/README.md' }, 'main never holds a slash');
  assert.deepEqual(splitRef([COMMIT, 'no', 'such'], tree), { ref: COMMIT, path: 'no/such' });
});

test('the hint of an unpinned link to a moved file names the closest path at the commit', () => {
  const [problem] = check('https://github.com/airyhq/airy/blob/main/backend/lib/java/crypto/Signature.java');
  assert.match(problem, new RegExp(`use https://github\\.com/airyhq/airy/blob/${COMMIT}/lib/java/crypto/Signature\\.java \\(backend/lib/java/crypto/Signature\\.java does not exist at airyhq/airy@8e82b06; this is the closest path\\)`));
});

test('a pinned link to a missing path is an error with a "did you mean"', () => {
  assert.deepEqual(check(`https://github.com/airyhq/airy/blob/${COMMIT}/infrastructure/helm-chart/value.yaml`), [
    `content/x.mdx:1:1: link into airyhq/airy names infrastructure/helm-chart/value.yaml, which does not exist at airyhq/airy@8e82b06 — did you mean infrastructure/helm-chart/values.yaml? (https://github.com/airyhq/airy/blob/${COMMIT}/infrastructure/helm-chart/values.yaml)`,
  ]);
  assert.match(check(`https://github.com/airyhq/airy/tree/${COMMIT}/frontend/something-else-entirely/x`)[0], /no path at airyhq\/airy@8e82b06 is close; the paths are listed in lib\/check\/platform-paths\.txt$/);
});

test('the suggested URL uses tree for a folder and blob for a file', () => {
  assert.match(check('https://github.com/airyhq/airy/blob/main/infrastructure/helm-chart')[0], new RegExp(`use https://github\\.com/airyhq/airy/tree/${COMMIT}/infrastructure/helm-chart$`));
  assert.match(check('https://github.com/airyhq/airy/tree/main/README.md')[0], new RegExp(`use https://github\\.com/airyhq/airy/blob/${COMMIT}/README\\.md$`));
});

test('links are parsed only when they point at a file view of the repository', () => {
  assert.equal(parsePlatformLink('https://github.com/airyhq/airy/wiki/Home', 'airyhq/airy'), null);
  assert.equal(parsePlatformLink('not a url', 'airyhq/airy'), null);
  assert.deepEqual(parsePlatformLink('https://github.com/airyhq/airy/raw/main/docs%20x/a.md?plain=1', 'airyhq/airy'), {
    base: 'https://github.com/airyhq/airy/raw',
    view: 'raw',
    rest: ['main', 'docs x', 'a.md'],
    suffix: '?plain=1',
  });
  assert.equal(closestPath('lib/java/crypto/signature.java', tree), 'lib/java/crypto/Signature.java', 'case differs: same file name wins');
});

test('the content check reports file:line:column for each link in the fixture, and ignores code', async () => {
  const model = await modelOf(fixture('platform-links'), { outputs: false });
  const problems = model.diagnostics.filter((d) => d.message.startsWith('link into airyhq/airy')).map(formatDiagnostic);
  const where = problems.map((line) => line.split(': ')[0].replace(/^.*platform-links\//, ''));
  assert.deepEqual(where, ['index.mdx:9:14', 'index.mdx:11:31', 'index.mdx:13:22', 'index.mdx:15:22', 'index.mdx:17:30', 'index.mdx:19:1'], problems.join('\n'));
  assert.match(problems[1], /use https:\/\/github\.com\/airyhq\/airy\/blob\/8e82b0.*\/backend\/components\/communication\/src\/main\/java\/co\/airy\/core\/communication\/dto\/ConversationIndex\.java \(/);
  assert.match(problems[2], /did you mean lib\/java\/crypto\/src\/main\/java\/co\/airy\/crypto\/Signature\.java\?/);
  assert.match(problems[3], /uses "0\.50\.1" .* use https:\/\/raw\.githubusercontent\.com\/airyhq\/airy\/8e82b0\w+\/infrastructure\/helm-chart\/values\.yaml$/);
  assert.match(problems[4], /points at line 99999 of lib\/java\/crypto\/src\/main\/java\/co\/airy\/crypto\/Signature\.java, which has \d+ lines at airyhq\/airy@8e82b06/);
  assert.ok(model.diagnostics.some((d) => d.severity === 'error'), 'they stop the build');
});

test('every link of the current content into the platform is pinned and names an existing path', async () => {
  const model = await modelOf(join(projectRoot, 'content'), { outputs: false });
  const problems = model.docs.flatMap((doc) => checkPlatformLinks(doc, model.rendered.get(doc.id)!.references)).map(formatDiagnostic);
  assert.deepEqual(problems, []);
  const checked = model.docs.flatMap((doc) => model.rendered.get(doc.id)!.references).filter((r) => parsePlatformLink(r.url, 'airyhq/airy'));
  assert.ok(checked.length >= 20, `the content links into the repository (${checked.length} links checked)`);
});
