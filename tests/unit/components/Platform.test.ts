import assert from 'node:assert/strict';
import { test } from 'node:test';
import { committedFacts, type PlatformFacts } from '../../../lib/platform/facts';
import { renderDoc } from '../../../lib/render/render-doc';
import { renderMdx } from '../helpers/render-mdx';

const facts = committedFacts();

function render(source: string, platform: PlatformFacts) {
  const doc = { id: 'x', file: 'content/x.mdx', route: '/x', source };
  return renderDoc(doc, { url: 'https://airy.co', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: true, platform });
}

test('<Platform> writes its value into the HTML, the Markdown copy and the search text, and a new value changes all three', () => {
  const source = 'The webhook sends <Platform list="webhook-events" />.\n\n| Key | Default |\n| --- | --- |\n| `config.kafka.brokers` | <Platform default="config.kafka.brokers" /> |\n';
  const before = render(source, facts);
  assert.match(before.html, /<code>channel\.updated<\/code>/);
  assert.match(before.html, /<td><code>"kafka-headless:9092"<\/code><\/td>/);
  assert.match(before.markdown, /`message\.created`, `message\.updated`, `conversation\.updated` and `channel\.updated`/);
  assert.ok(JSON.stringify(before.search).includes('conversation.updated'));
  const moved = { ...facts, webhookEvents: ['message.created', 'contact.updated'], airyYamlKeys: { ...facts.airyYamlKeys, 'config.kafka.brokers': { default: 'kafka:9092', open: false } } };
  const after = render(source, moved);
  assert.match(after.html, /<code>message\.created<\/code> and <code>contact\.updated<\/code>/);
  assert.match(after.markdown, /`"kafka:9092"`/);
  assert.ok(JSON.stringify(after.search).includes('contact.updated'));
});

test('<Platform> names its mistakes: an unknown list or key with the nearest, and outside= for a name a set holds', () => {
  const messages = render('<Platform list="webhook-event" /> <Platform default="global.hots" /> <Platform outside="integration-webhook" />', facts).diagnostics.map((d) => d.message);
  assert.deepEqual(messages, [
    '<Platform list="webhook-event"> names no list — did you mean "webhook-events", "components", "events-not-sent"?',
    '<Platform default="global.hots"> is not a key of airy.yaml at the pinned commit — did you mean "global.host", "global.apiHost", "global.workerType"?',
    '<Platform outside="integration-webhook">: this is a component of the charts at the pinned commit',
  ]);
});

test('<Platform route> names the service the chart\'s ingress sends a path to, by the longest prefix', () => {
  const html = render('`/conversations.markRead`: <Platform route="/conversations.markRead" />; `/conversations.mark-read`: <Platform route="/conversations.mark-read" />; <Platform route="/components.update" />', facts).html;
  assert.match(html, /markRead<\/code>: <code>api-communication<\/code>; <code>\/conversations\.mark-read<\/code>: <code>unread-counter<\/code>; <code>airy-controller<\/code>/);
  assert.deepEqual(render('<Platform route="/nowhere" />', facts).diagnostics.map((d) => d.message), ['<Platform route="/nowhere">: no ingress of the charts sends this path anywhere']);
});

test('<Platform> takes exactly one question, and only its own attributes', async () => {
  const { problems } = await renderMdx('<Platform />\n\n<Platform list="webhook-events" field="appId" />\n\n<Platform lsit="webhook-events" />\n');
  assert.match(problems[0], /^1:1: <Platform> needs exactly one of list="…", default="…", field="…", route="…" or outside="…"/);
  assert.match(problems[1], /^3:1: <Platform> needs exactly one of /);
  assert.match(problems[2], /^5:1: <Platform> has no attribute lsit — write <Platform>, optionally with list, join, default, field, route, outside$/);
});

test('<Platform> on a line of its own is a paragraph, and the Markdown copy carries the value', async () => {
  const { html, markdown, problems } = await renderMdx('<Platform list="webhook-events" join="or" />\n');
  assert.deepEqual(problems, []);
  assert.equal(html, '<p><code>message.created</code>, <code>message.updated</code>, <code>conversation.updated</code> or <code>channel.updated</code></p>');
  assert.equal(markdown, '`message.created`, `message.updated`, `conversation.updated` or `channel.updated`\n');
});
