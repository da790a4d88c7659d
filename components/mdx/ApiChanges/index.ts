/**
 * `<ApiChanges />`: the operations each release of the platform added, removed and renamed,
 * newest first, generated from the platform's history (`lib/platform/history.json`, read from the
 * release tags by `scripts/platform-history.ts`). It stands for plain Markdown (`toMdast`): a
 * heading per release and a list of its changes, so the HTML, the Markdown copy, the search text
 * and `llms-full.txt` all carry them. Operations are the paths named `/resource.action`; the sources'
 * webhooks, health probes and the Kafka REST pass-through are no operations of the reference.
 */
import type { BlockContent, ListItem, PhrasingContent } from 'mdast';
import { operationChanges, type PlatformHistory, type Rename } from '../../../lib/platform/history';
import { defineComponent } from '../writer-component';

/** The platform's naming of operations: `/messages.send`, `/channels.facebook.connect`. */
const isOperationPath = (path: string) => /^\/[a-z]+(\.[a-zA-Z-]+)+$/.test(path);

const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const text = (value: string): PhrasingContent => ({ type: 'text', value });

function item(children: PhrasingContent[]): ListItem {
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}

function pathList(label: string, paths: string[]): ListItem[] {
  if (!paths.length) return [];
  return [item([{ type: 'strong', children: [text(label)] }, text(': '), ...paths.flatMap((path, index) => (index ? [text(', '), code(path)] : [code(path)]))])];
}

function renameItem(rename: Rename): ListItem {
  const pr: PhrasingContent = { type: 'link', url: `https://github.com/airyhq/airy/pull/${rename.pr}`, children: [text(`#${rename.pr}`)] };
  return item([{ type: 'strong', children: [text('Renamed')] }, text(': '), code(rename.from), text(' → '), code(rename.to), text(' ('), pr, text(')')]);
}

/** The blocks of the page: a heading and a list per release with a change. */
function apiChangesBlocks(history: Pick<PlatformHistory, 'releases' | 'renames' | 'operations'>): BlockContent[] {
  return operationChanges({ ...history, components: {}, keys: {} }, isOperationPath).flatMap((release): BlockContent[] => [
    { type: 'heading', depth: 2, children: [text(`Airy Core ${release.release}`)] },
    { type: 'list', ordered: false, spread: false, children: [...pathList('Added', release.added), ...pathList('Removed', release.removed), ...release.renamed.map(renameItem)] },
  ]);
}

export const ApiChanges = defineComponent({
  name: 'ApiChanges',
  summary: 'the operations each release of the platform added, removed and renamed, from its history',
  props: {},
  toMdast: ({ context }) =>
    context.history
      ? { blocks: apiChangesBlocks(context.history) }
      : { message: '<ApiChanges /> needs the platform\'s history, and this build has none', hint: 'run tsx scripts/platform-history.ts <clone of airyhq/airy> to write lib/platform/history.json' },
  // Never reached: `toMdast` replaces the element as soon as the doc is parsed.
  toHast: () => [],
  toMarkdown: () => [],
});
