import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadGrammarsFor, renderDoc } from '../../../lib/render/render-doc';
import type { HistoryView } from '../../../lib/render/added-in';

const history: HistoryView = {
  releases: ['0.1.0', '0.4.0', '0.8.0'],
  renames: [{ from: '/facebook.connect', to: '/channels.facebook.connect', release: '0.8.0', pr: 836 }],
  operations: {
    '/channels.facebook.connect': { addedIn: '0.4.0', spans: [{ from: '0.4.0', to: '0.8.0' }] },
    '/channels.connect': { addedIn: null, spans: [{ from: '0.1.0', to: '0.1.0' }], removedIn: '0.4.0' },
    '/facebook': { addedIn: '0.1.0', spans: [{ from: '0.1.0', to: '0.8.0' }] },
  },
  components: {},
  keys: {},
};

async function render(history?: HistoryView) {
  const source = '# Changes\n\n<ApiChanges />\n';
  await loadGrammarsFor([source]);
  return renderDoc({ id: 'api/changes', file: 'content/api/changes.mdx', route: '/api/changes', source }, { url: 'https://docs.test', basePath: '/', resolveMarkdownLink: () => null, sizeOf: () => null, outputs: true, history });
}

test('<ApiChanges /> lists each release that changed an operation, newest first: added (by the name of that release), removed, renamed with its pull request', async () => {
  const { markdown, html, diagnostics } = await render(history);
  assert.deepEqual(diagnostics, []);
  assert.equal(
    markdown,
    [
      '# Changes',
      '',
      '## Airy Core 0.8.0',
      '',
      '- **Renamed**: `/facebook.connect` → `/channels.facebook.connect` ([#836](https://github.com/airyhq/airy/pull/836))',
      '',
      '## Airy Core 0.4.0',
      '',
      '- **Added**: `/facebook.connect`',
      '- **Removed**: `/channels.connect`',
      '',
      '## Airy Core 0.1.0',
      '',
      '- **Added**: `/channels.connect`',
      '',
    ].join('\n'),
    'the webhook path /facebook is no operation',
  );
  assert.match(html, /<h2 id="airy-core-080">Airy Core 0\.8\.0<\/h2>/);
});

test('<ApiChanges /> without a history is an error naming the script that writes it', async () => {
  const { diagnostics } = await render(undefined);
  assert.equal(diagnostics.length, 1);
  assert.match(diagnostics[0].message, /needs the platform's history/);
  assert.match(diagnostics[0].hint ?? '', /scripts\/platform-history\.ts/);
});
