import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { EARLY_DEV_GLOBAL, earlyUpdatesScript, type EarlyDevState } from '../../lib/dev/early-updates';
import type { DevUpdate } from '../../lib/dev/dev-site';
import { DEV_RELOAD_EVENT } from '../../lib/constants';

const options = { eventsUrl: '/docs/__docs/events', route: '/cli/usage', bodySrc: '/docs/cli/usage/index.body.txt', version: 3 };

/** Runs the script in a stand-in page: one body slot, a stream the test feeds, a fetch that answers `body`. */
function page(body: { ok: boolean; text: string }) {
  const slot = { innerHTML: 'old body' };
  const dispatched: string[] = [];
  const fetched: string[] = [];
  const streams: { url: string; onmessage: ((message: { data: string }) => void) | null; named: Record<string, () => void> }[] = [];
  const reloads: number[] = [];
  const window: Record<string, unknown> = {
    dispatchEvent: (event: { type: string; detail: string }) => dispatched.push(`${event.type} ${event.detail}`),
  };
  runInNewContext(earlyUpdatesScript(options), {
    window,
    EventSource: function (this: (typeof streams)[number], url: string) {
      this.url = url;
      this.onmessage = null;
      this.named = {};
      Object.assign(this, { addEventListener: (type: string, listener: () => void) => (this.named[type] = listener) });
      streams.push(this);
    },
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve({ ok: body.ok, text: () => Promise.resolve(body.text) });
    },
    document: { querySelector: (selector: string) => (selector === '[data-doc-body]' ? slot : null) },
    CSS: { escape: (value: string) => value },
    location: { reload: () => reloads.push(Date.now()) },
    CustomEvent: function (this: { type: string; detail: string }, type: string, init: { detail: string }) {
      this.type = type;
      this.detail = init.detail;
    },
  });
  const state = window[EARLY_DEV_GLOBAL] as EarlyDevState;
  const send = async (update: Partial<DevUpdate>) => {
    streams[0].onmessage!({ data: JSON.stringify({ changed: [], added: [], moved: [], problems: [], failed: false, ...update }) });
    await new Promise((done) => setImmediate(done));
  };
  return { slot, dispatched, fetched, streams, state, send, reloads };
}

test('the early listener opens the event stream at once and starts from the served version', () => {
  const { streams, state } = page({ ok: true, text: '' });
  assert.deepEqual(streams.map((stream) => stream.url), ['/docs/__docs/events']);
  assert.equal(state.seen, 3);
  assert.equal(state.last, null);
});

test("a save of this page's doc puts the new body in its slot and tells a live body to reload", async () => {
  const view = page({ ok: true, text: 'new body' });
  await view.send({ version: 4, changed: ['/cli/usage'] });
  assert.deepEqual(view.fetched, ['/docs/cli/usage/index.body.txt']);
  assert.equal(view.slot.innerHTML, 'new body');
  assert.deepEqual(view.dispatched, ['docs:body-changed /docs/cli/usage/index.body.txt']);
  assert.equal(view.state.seen, 4);
  assert.equal(view.state.last?.version, 4);
});

test('an update already shown, or about other pages, leaves the body alone', async () => {
  const view = page({ ok: true, text: 'new body' });
  await view.send({ version: 3, changed: ['/cli/usage'] });
  await view.send({ version: 4, changed: ['/other'] });
  assert.deepEqual(view.fetched, []);
  assert.equal(view.slot.innerHTML, 'old body');
  assert.equal(view.state.seen, 4);
});

test('a missed update reloads the body; a move is left to the page listener; a failed fetch changes nothing', async () => {
  const missed = page({ ok: true, text: 'new body' });
  await missed.send({ version: 5, changed: [] });
  assert.equal(missed.slot.innerHTML, 'new body');

  const moved = page({ ok: true, text: 'new body' });
  await moved.send({ version: 4, changed: ['/cli/usage'], moved: [{ from: '/cli/usage', to: '/cli/use' }] });
  assert.deepEqual(moved.fetched, []);
  assert.equal(moved.state.seen, 3, 'DevUpdates sees the move when it takes over');

  const failed = page({ ok: false, text: 'No such page.' });
  await failed.send({ version: 4, changed: ['/cli/usage'] });
  assert.equal(failed.slot.innerHTML, 'old body');
  assert.deepEqual(failed.dispatched, []);
});

test('no value can close the script element', () => {
  const script = earlyUpdatesScript({ ...options, route: '/a</script><script>alert(1)//' });
  assert.doesNotMatch(script, /<\/script/i);
  assert.doesNotThrow(() => new Function(script));
});

test("the stream's reload event loads the page again (a page replayed from the last session whose files Next now names otherwise)", () => {
  const view = page({ ok: true, text: '' });
  assert.deepEqual(view.reloads, []);
  view.streams[0].named[DEV_RELOAD_EVENT]();
  assert.equal(view.reloads.length, 1);
});
