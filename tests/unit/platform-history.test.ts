import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { indexDocument } from '../../lib/openapi/api-index';
import { checkAgainstPlatform } from '../../lib/openapi/check-platform';
import { loadOpenApiDocument } from '../../lib/openapi/document';
import { buildHistory, operationChanges, type Rename } from '../../lib/platform/history';
import { readPlatformHistory } from '../../lib/platform/history-file';
import { readHistoryFromGit } from '../../lib/platform/read-history';
import { compareVersions, releaseTagsUpTo } from '../../lib/platform/release-tags';
import { formatDrift, repin, writeRepinned } from '../../lib/platform/repin';
import { PLATFORM_COMMIT, PLATFORM_RELEASE } from '../../lib/check/platform';

/** A platform repository at one release: its operations, its chart's keys and its components. */
interface Release {
  tag: string;
  operations: string[];
  keys: Record<string, string>;
}

const RENAME: Rename = { from: '/a.old', to: '/a.new', release: '1.1.0', pr: 42 };

const RELEASES: Release[] = [
  { tag: 'core/0.9.0', operations: ['/a.list', '/a.old', '/x.remove', '/b.back'], keys: { host: 'localhost' } },
  { tag: '1.1.0', operations: ['/a.list', '/a.new'], keys: { host: 'localhost', port: '8080' } },
  { tag: '1.1.1', operations: ['/a.list', '/a.new', '/hot.fix'], keys: { host: 'localhost', port: '8080' } },
  { tag: '1.2.0', operations: ['/a.list', '/a.new', '/b.back'], keys: { host: 'example.com', port: '8080' } },
];

function files(release: Release): Record<string, string> {
  const mappings = release.operations.map((path) => `    @PostMapping("${path}")\n    void op${path.replace(/\W/g, '')}() {}\n`).join('');
  return {
    'backend/components/admin/src/main/java/co/airy/core/admin/Controller.java': `class Controller {\n${mappings}}\n`,
    'backend/model/event/src/main/java/co/airy/model/event/payload/EventType.java': 'enum EventType {\n    MESSAGE_CREATED("message.created");\n}\n',
    'backend/model/event/src/main/java/co/airy/model/event/payload/MessageCreated.java': 'return EventType.MESSAGE_CREATED;\n',
    'backend/components/webhook/publisher/src/main/java/co/airy/core/webhook/publisher/Stores.java': 'onRecord(MessageCreated.from(m));\n',
    'infrastructure/helm-chart/Chart.yaml': 'name: airy\n',
    'infrastructure/helm-chart/values.yaml': `global:\n${Object.entries(release.keys).map(([key, value]) => `  ${key}: "${value}"\n`).join('')}components:\n  api:\n    admin:\n      name: api-admin\n`,
    'lib/go/config/airy_yaml.go': 'type AiryConf struct {\n\tKubernetes Kube `yaml:"kubernetes"`\n}\ntype Kube struct {\n\tNamespace string `yaml:"namespace"`\n}\n',
  };
}

let gitDir = '';
const git = (...args: string[]) => {
  const run = spawnSync('git', ['-C', gitDir, ...args], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim();
};

before(() => {
  gitDir = mkdtempSync(join(tmpdir(), 'platform-repo-'));
  git('init', '-q');
  git('config', 'user.email', 't@example.com');
  git('config', 'user.name', 'Test');
  for (const release of RELEASES) {
    spawnSync('git', ['-C', gitDir, 'rm', '-rq', '--ignore-unmatch', '.']);
    for (const [path, text] of Object.entries(files(release))) {
      mkdirSync(join(gitDir, dirname(path)), { recursive: true });
      writeFileSync(join(gitDir, path), text);
    }
    git('add', '-A');
    git('commit', '-qm', release.tag);
    git('tag', release.tag);
  }
  // Tags that are no releases are ignored.
  git('tag', 'npm-v1.0.0');
  git('tag', 'v0.1');
});

after(() => rmSync(gitDir, { recursive: true, force: true }));

const pinOf = (tag: string) => ({ release: tag.replace('core/', ''), commit: git('rev-parse', `refs/tags/${tag}^{commit}`) });

test('release tags are x.y.z and core/x.y.z, ordered by number up to the pin', () => {
  assert.deepEqual(releaseTagsUpTo(['0.10.0', 'npm-v1.2.3', '0.9.0', 'core/0.1.0', 'v0.1', 'untagged-5', '0.57.0', '0.56.0'], '0.56.0').map((release) => release.tag), ['core/0.1.0', '0.9.0', '0.10.0', '0.56.0']);
  assert.ok(compareVersions('0.9.0', '0.10.0') < 0);
});

test('the history of a repository read from its tags: added in, a rename carried over, a removal, a path that came back, a hotfix that does not count', async () => {
  const history = await readHistoryFromGit(gitDir, pinOf('1.2.0'), { workers: 1, renames: [RENAME] });
  assert.deepEqual(history.releases, ['0.9.0', '1.1.0', '1.1.1', '1.2.0']);
  assert.equal(history.tags['0.9.0'].tag, 'core/0.9.0');
  assert.deepEqual(history.operations['/a.list'], { addedIn: '0.9.0', spans: [{ from: '0.9.0', to: '1.2.0' }] });
  assert.deepEqual(history.operations['/a.new'], { addedIn: '0.9.0', spans: [{ from: '0.9.0', to: '1.2.0' }] }, 'the rename carries /a.old over');
  assert.equal(history.operations['/a.old'], undefined);
  assert.deepEqual(history.operations['/x.remove'], { addedIn: null, spans: [{ from: '0.9.0', to: '0.9.0' }], removedIn: '1.1.0' });
  assert.deepEqual(history.operations['/b.back'], { addedIn: '1.2.0', spans: [{ from: '0.9.0', to: '0.9.0' }, { from: '1.2.0', to: '1.2.0' }] });
  assert.equal(history.operations['/hot.fix'], undefined, 'a path only a hotfix had, and the next release lacks, does not count');
  assert.equal(history.keys['global.port'].addedIn, '1.1.0');
  assert.equal(history.keys['kubernetes.namespace'].addedIn, '0.9.0');
  assert.equal(history.components['api-admin'].addedIn, '0.9.0');

  const changes = operationChanges(history);
  assert.deepEqual(changes.map((release) => [release.release, release.added, release.removed, release.renamed.map((rename) => `${rename.from} → ${rename.to} (#${rename.pr})`)]), [
    ['1.2.0', ['/b.back'], [], []],
    ['1.1.0', [], ['/b.back', '/x.remove'], ['/a.old → /a.new (#42)']],
    ['0.9.0', ['/a.list', '/a.old', '/b.back', '/x.remove'], [], []],
  ]);
});

test('two worker processes read the same history as one', async () => {
  const one = await readHistoryFromGit(gitDir, pinOf('1.2.0'), { workers: 1, renames: [RENAME] });
  const two = await readHistoryFromGit(gitDir, { ...pinOf('1.2.0') }, { workers: 2, renames: [RENAME] });
  assert.deepEqual(two, one);
});

test('the history builder keeps a later span when a thing comes back, and orders releases by number', () => {
  const snapshot = (version: string, operations: string[]) => ({ version, operations, components: [], keys: [] });
  const history = buildHistory([snapshot('0.38.1', ['/users.list']), snapshot('0.14.0', ['/users.list']), snapshot('0.19.0', []), snapshot('0.9.0', [])], []);
  assert.deepEqual(history.releases, ['0.9.0', '0.14.0', '0.19.0', '0.38.1']);
  assert.deepEqual(history.operations['/users.list'], { addedIn: '0.38.1', spans: [{ from: '0.14.0', to: '0.14.0' }, { from: '0.38.1', to: '0.38.1' }] });
});

test('re-pinning from the first tag to the second rewrites facts and history, prints each <Platform> whose text changes, and the check then fails on the removed operation', async () => {
  const project = mkdtempSync(join(tmpdir(), 'repin-project-'));
  try {
    mkdirSync(join(project, 'lib/platform'), { recursive: true });
        mkdirSync(join(project, 'content'), { recursive: true });
    writeFileSync(join(project, 'lib/platform/pin.ts'), "export const PLATFORM_COMMIT = '0000000000000000000000000000000000000000';\nexport const PLATFORM_RELEASE = '0.0.0';\n");
    writeFileSync(join(project, 'content/index.mdx'), '# Home\n\nThe host defaults to <Platform default="global.host" />.\n\nThe port defaults to <Platform default="global.port" />.\n');

    const first = await repin({ gitDir, tag: 'core/0.9.0', projectRoot: project, renames: [RENAME], workers: 1 });
    writeRepinned(project, first);
    assert.match(readFileSync(join(project, 'lib/platform/pin.ts'), 'utf8'), new RegExp(`PLATFORM_COMMIT = '${first.commit}'[\\s\\S]*PLATFORM_RELEASE = '0\\.9\\.0'`));
    const document = loadOpenApiDocument('openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths:\n  /a.list:\n    post:\n      responses: { "200": { description: ok } }\n  /x.remove:\n    post:\n      responses: { "200": { description: ok } }\n', 'content/api/openapi.yaml').document!;
    const problemsAt = (facts: typeof first.facts) => checkAgainstPlatform(indexDocument(document), facts).filter((d) => d.file === 'content/api/openapi.yaml').map((d) => `${d.line}: ${d.message}`);
    assert.deepEqual(problemsAt(first.facts), []);

    const second = await repin({ gitDir, tag: '1.1.0', projectRoot: project, renames: [RENAME], workers: 1 });
    assert.deepEqual(second.drift.map(formatDrift), ['content/index.mdx:5: <Platform default="global.port" /> was an error (the question names something the release lacks), now `"8080"` — read the sentence again']);
    writeRepinned(project, second);
    assert.equal(JSON.parse(readFileSync(join(project, 'lib/platform/facts.json'), 'utf8')).commit, second.commit);
    assert.deepEqual(JSON.parse(readFileSync(join(project, 'lib/platform/history.json'), 'utf8')).releases, ['0.9.0', '1.1.0']);
    assert.deepEqual(problemsAt(second.facts), [`8: \`POST /x.remove\` is not an endpoint of the platform at ${second.commit.slice(0, 7)}`]);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});

test('the committed history describes the pinned release', () => {
  const history = readPlatformHistory(process.cwd())!;
  assert.deepEqual(history.pin, { release: PLATFORM_RELEASE, commit: PLATFORM_COMMIT });
  assert.equal(history.releases.at(-1), PLATFORM_RELEASE);
  assert.equal(history.releases.length, 75);
  assert.equal(history.operations['/conversations.markRead'].removedIn, '0.52.0');
  assert.equal(history.operations['/streams.list'].addedIn, '0.54.0');
});
