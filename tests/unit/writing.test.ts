import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatDiagnostic, type Diagnostic } from '../../lib/diagnostics';
import { renderDoc } from '../../lib/render/render-doc';
import { fixture, modelOf, projectRoot } from './helpers/model';

const isWritingWarning = (d: Diagnostic) => d.message.endsWith('talks about the writing, not the platform');

/** The writing warnings of one MDX body, as `line:column: "phrase"`. */
function warnings(source: string): string[] {
  const doc = { id: 'x', file: 'content/x.mdx', route: '/x', source };
  const context = { url: 'https://airy.co', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: false };
  const { diagnostics } = renderDoc(doc, context);
  const found = diagnostics.filter(isWritingWarning);
  assert.deepEqual(diagnostics.length, found.length, 'the sample is valid MDX');
  return found.map((d) => `${d.line}:${d.column}: ${d.message.split(' talks')[0]}`);
}

test('sentences about the docs, their history and the time of writing are warnings (what the audit removed)', () => {
  const removed = [
    'Earlier versions of this page named Redis as the queue between the two webhook components.',
    'Older versions of this guide used paths such as `//backend/api/communication`.',
    'In the library code at the time of writing, each render prop is called with a single control object.',
    'Each date is the day the release was tagged, because the original changelog does not record them.',
    'Reset the component (the original note links to the docs for resetting a Kafka streaming app).',
    'Details are on the configuration page (original link: airy.co/docs/core/configuration).',
    'The last two rows are missing from the original reference.',
    'In the backend at this release, the `202` answer keeps the message for 30 s.',
    'The original sample shows an empty string here.',
    '**Response:** `202`, empty body. From the backend code: `404` if the component cannot be found.',
    'The WebSocket server in this release of Airy Core sends message events with the type `message.created`.',
    'Further keys in the current code are listed below.',
    'A date kept from the earlier docs.',
    'This page used to list a `state` field.',
    'As of this writing the endpoint answers `204`.',
    'This guide was rewritten for the new installer.',
    'Contrary to the table above, the field is optional.',
    'The docs say `200`, but the controller answers `204`.',
  ];
  for (const sentence of removed) assert.equal(warnings(sentence).length, 1, sentence);
});

test('facts about the platform and its history pass, including in the changelog', () => {
  const facts = [
    'Earlier versions of Airy Core used Redis as the queue; 0.50 uses Beanstalkd.',
    'Earlier versions of the CLI wrote the version into airy.yaml.',
    'These are the topics that the Helm chart of this release creates.',
    'Webhooks added to the docs and updated ([#3143](https://github.com/airyhq/airy/pull/3143)).',
    'Installation and release docs reworked; the Minikube guide was fixed.',
    'The file keeps the extension of the original file name.',
    'A connector is listed in this page once it has been connected through the Catalog.',
    'Roll back to an earlier revision with `helm rollback`.',
    'Pass the `previous_cursor` of an earlier response to step back.',
    'The table used to store events is created by the chart.',
    'The TypeScript types are generated from the backend code.',
    'The controller fails at writing the config map when it is missing.',
    'This release polishes the Control Center.',
  ];
  for (const sentence of facts) assert.deepEqual(warnings(sentence), [], sentence);
});

test('code blocks and inline code never count', () => {
  assert.deepEqual(warnings('Run `echo "at the time of writing"` first.\n\n```text\nEarlier versions of this page named Redis.\n```\n'), []);
});

test('the warning points at the phrase: the line it is on, across soft line breaks and emphasis', () => {
  assert.deepEqual(warnings('The queue is Beanstalkd. Earlier versions of this page\nnamed Redis.'), ['1:26: "Earlier versions of this page"']);
  assert.deepEqual(warnings('The queue is Beanstalkd.\nEarlier versions of this page named Redis.'), ['2:1: "Earlier versions of this page"']);
  assert.deepEqual(warnings('In the library code *at the time of writing*, each prop gets one object.'), ['1:22: "at the time of writing"']);
  assert.deepEqual(warnings('- one\n- two, from the docs as of\n  this writing'), ['2:22: "as of this writing"']);
});

test('a note titled "What the code does" is a warning at its first line; the phrase in running text is not', () => {
  assert.deepEqual(warnings('Text.\n\n:::note What the code does\nThe endpoint answers `204`.\n:::\n'), ['3:1: "What the code does"']);
  assert.deepEqual(warnings('## What the code also accepts\n\nText.'), ['1:4: "What the code also accepts"']);
  assert.deepEqual(warnings('This example shows what the code does with an empty body.'), []);
});

test('the content check lists the fixture\'s warnings with file:line:column and a hint, and the build goes on', async () => {
  const model = await modelOf(fixture('writing'), { outputs: false });
  const found = model.diagnostics.filter((d) => d.message.includes('talks about the writing'));
  assert.deepEqual(found.map(formatDiagnostic), [
    'tests/fixtures/writing/index.mdx:5:56: "Earlier versions of this page" talks about the writing, not the platform — state what the platform does; the history of the docs belongs in git, not in the text',
    'tests/fixtures/writing/index.mdx:8:1: "What the code does" talks about the writing, not the platform — make the text, table and sample say what the code does, and drop the note that corrects them',
    'tests/fixtures/writing/index.mdx:14:34: "(from the backend code)" talks about the writing, not the platform — state the fact plainly: every page describes the platform at the commit the docs are pinned to',
    'tests/fixtures/writing/index.mdx:16:22: "at the time of writing" talks about the writing, not the platform — the docs describe one commit of the platform: state the fact without dating the sentence',
  ]);
  assert.ok(found.every((d) => d.severity === 'warning'));
  assert.ok(!model.diagnostics.some((d) => d.severity === 'error'), 'warnings do not stop the build');
});

test('the current content has no sentence about the writing', async () => {
  const model = await modelOf(join(projectRoot, 'content'), { outputs: false });
  assert.ok(model.docs.length > 90, 'every page was read');
  assert.deepEqual(model.diagnostics.filter(isWritingWarning).map(formatDiagnostic), []);
});
