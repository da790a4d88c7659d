import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatDiagnostic } from '../../lib/diagnostics';
import { catalogFieldLabel } from '../../lib/platform/catalog-label';
import { extractFacts, readCliKeys, readEventTypes } from '../../lib/platform/extract-facts';
import { committedFacts } from '../../lib/platform/facts';
import { PLATFORM_COMMIT, PLATFORM_RELEASE } from '../../lib/check/platform';
import { rendererVersion } from '../../lib/site/build-cache';
import { renderContextOf } from '../../lib/site/render-job';
import { bodyOf, fixture, modelOf, projectRoot } from './helpers/model';

const facts = committedFacts();

/** The set check's and `<Platform>`'s errors in the fixture, as `file:line:col: message`. */
async function fixtureProblems(): Promise<string[]> {
  const model = await modelOf(fixture('platform-sets'), { outputs: false });
  return model.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d).replace(/^.*platform-sets\//, ''));
}

test('a page saying a webhook receives an event type the publisher never sends fails the check, at file:line:col with the nearest sent names', async () => {
  const problems = await fixtureProblems();
  const event = problems.find((line) => line.includes('`tag.updated`'));
  assert.ok(event, problems.join('\n'));
  assert.match(event, /^index\.mdx:5:110: the webhook never sends `tag\.updated` — did you mean "message\.updated", "channel\.updated", /);
  assert.match(event, /sends "message\.created", "message\.updated", "conversation\.updated", "channel\.updated"/);
  // The same name in a sentence about the WebSocket is right, and so are the names the publisher sends.
  assert.equal(problems.filter((line) => line.includes('`tag.updated`')).length, 1);
  assert.ok(!problems.some((line) => /`(message\.created|channel\.updated)`/.test(line)));
});

test('a component that is not in the charts, a chart that does not exist and a key that is not in airy.yaml fail the check, in prose and in an airy.yaml sample', async () => {
  const problems = await fixtureProblems();
  assert.ok(problems.some((line) => line.startsWith('index.mdx:13:1: `global.hots` is not a key of airy.yaml') && line.includes('"global.host"')), problems.join('\n'));
  assert.ok(problems.some((line) => line.startsWith('index.mdx:16:1: `sources-facebok` is not a component of the charts — did you mean "sources-facebook"')), problems.join('\n'));
  assert.ok(problems.some((line) => line.startsWith('index.mdx:20:12: `api-contact` is not a component of the charts — did you mean "api-contacts"')), problems.join('\n'));
  assert.ok(problems.some((line) => /^index\.mdx:20:\d+: `integration-webhooks` is not the name of a Helm chart of the platform — did you mean "integration-webhook"/.test(line)), problems.join('\n'));
  assert.ok(!problems.some((line) => line.includes('ingress-controller.https') || line.includes('`airy`') || line.includes('frontend-inbox')));
  assert.equal(problems.length, 5, problems.join('\n'));
});

test('a partial under a folder starting with _ is included where named, and is no page of its own', async () => {
  const model = await modelOf(fixture('platform-sets'));
  assert.deepEqual(model.docs.map((doc) => doc.route), ['/']);
  assert.match(bodyOf(model, 'index'), /<code>message\.created<\/code>, <code>message\.updated<\/code>, <code>conversation\.updated<\/code> and <code>channel\.updated<\/code>/);
});

test('the Catalog form labels a key the way the Control Center does', () => {
  assert.deepEqual(['appId', 'saFile', 'webhookUrl', 'apiHost', 'cognigyRestEndpointURL', 'ibmWatsonAssistantAPIKey', 'accountSid'].map(catalogFieldLabel), [
    'App Id',
    'Sa File',
    'Webhook URL',
    'Api Host',
    'Cognigy Rest Endpoint URL',
    'IBM Watson Assistant API Key',
    'Account Sid',
  ]);
});

test('the facts are part of every render\'s cache key, and every render job reads them afresh', () => {
  const root = mkdtempSync(join(tmpdir(), 'facts-key-'));
  mkdirSync(join(root, 'lib/platform'), { recursive: true });
  mkdirSync(join(root, 'components/mdx'), { recursive: true });
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'lib/platform/facts.json'), JSON.stringify(facts));
  const job = { projectRoot: root, url: 'https://airy.co', basePath: '/', outputs: true, routes: [] };
  const before = rendererVersion(root);
  assert.deepEqual(renderContextOf(job).platform?.webhookEvents, facts.webhookEvents);
  writeFileSync(join(root, 'lib/platform/facts.json'), JSON.stringify({ ...facts, webhookEvents: ['message.created'] }));
  assert.notEqual(rendererVersion(root), before);
  // Each render job reads the file afresh: the next build, or the dev server's next rebuild, renders with the new facts.
  assert.deepEqual(renderContextOf(job).platform?.webhookEvents, ['message.created']);
});

test('the sets are read from the code that decides them: the publisher, the event enum, the charts and the CLI', () => {
  const enumSource = 'public enum EventType {\n    MESSAGE_CREATED("message.created"),\n    TAG_UPDATED("tag.updated");\n';
  assert.deepEqual([...readEventTypes(enumSource)], [['MESSAGE_CREATED', 'message.created'], ['TAG_UPDATED', 'tag.updated']]);
  const go = 'type A struct {\n\tG G `yaml:"global"`\n\tC map[string]string `yaml:"components,omitempty"`\n}\ntype G struct {\n\tHost string `yaml:"host,omitempty"`\n}\n';
  assert.deepEqual(Object.fromEntries(readCliKeys(go.replace('type A', 'type AiryConf'))), { 'global.host': { default: null, open: false }, components: { default: null, open: true } });
  const files: Record<string, string> = {
    'backend/components/webhook/publisher/src/main/java/co/airy/core/webhook/publisher/Stores.java': 'onRecord(MessageCreated.fromMessage(m));',
    'backend/model/event/src/main/java/co/airy/model/event/payload/EventType.java': enumSource,
    'backend/model/event/src/main/java/co/airy/model/event/payload/MessageCreated.java': 'return EventType.MESSAGE_CREATED;',
    'infrastructure/helm-chart/Chart.yaml': 'name: airy\ndependencies:\n  - name: tools\n    condition: tools.enabled\n',
    'infrastructure/helm-chart/values.yaml': 'global:\n  host:\ncomponents:\n  api:\n    admin:\n      name: api-admin\n',
    'infrastructure/helm-chart/templates/a.yaml': '{{ .Values.global.appImageTag }}',
    'infrastructure/helm-chart/charts/tools/Chart.yaml': 'name: tools\n',
    'infrastructure/helm-chart/charts/tools/values.yaml': 'akhq:\n  enabled: false\n',
    'backend/components/webhook/helm/Chart.yaml': 'name: integration-webhook\n',
    'lib/go/config/airy_yaml.go': go.replace('type A', 'type AiryConf'),
  };
  const extracted = extractFacts({ commit: 'c', read: (path) => files[path], paths: Object.keys(files) });
  assert.deepEqual(extracted.webhookEvents, ['message.created']);
  assert.deepEqual(extracted.eventTypes, ['message.created', 'tag.updated']);
  assert.deepEqual(extracted.components, ['api-admin', 'integration-webhook']);
  assert.deepEqual(Object.keys(extracted.airyYamlKeys), ['components', 'components.api.admin.name', 'global.appImageTag', 'global.host', 'tools.akhq.enabled', 'tools.enabled']);
});

test('the committed facts are the ones pin-platform reads from the platform at the pinned commit', { skip: !existsSync('/work/.mirror/airyhq+airy/repo') && 'no clone of airyhq/airy here' }, () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pin-platform.ts', '/work/.mirror/airyhq+airy/repo', '--verify'], { cwd: projectRoot, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.ok(readFileSync(join(projectRoot, 'lib/platform/facts.json'), 'utf8').includes('"webhookEvents"'));
});


test('the facts describe the pinned commit: facts.json names PLATFORM_COMMIT, the release 0.56.0', () => {
  assert.equal(facts.commit, PLATFORM_COMMIT, 'run scripts/pin-platform.ts after changing PLATFORM_COMMIT');
  assert.equal(PLATFORM_RELEASE, '0.56.0');
});
