/**
 * Says where readers look which release of the platform added a thing (issue 46), from the
 * platform's history (`lib/platform/history.json`):
 * - under each endpoint signature of an API page (`POST /streams.list`), a line "Added in Airy
 *   Core 0.54.0.";
 * - in a table whose first column names `airy.yaml` keys or components (each cell one code span,
 *   such as `config.kafka.brokers` or `api-contacts`), "added in X" under each name.
 * Both are plain Markdown nodes, so the HTML, the Markdown copy and the search text carry them.
 */
import type { Paragraph, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import { visit } from 'unist-util-visit';
import type { PlatformHistory } from '../platform/history';
import { paragraphSignature } from '../openapi';

/** What the renderer reads of the history. */
export type HistoryView = Pick<PlatformHistory, 'releases' | 'renames' | 'operations' | 'components' | 'keys'>;

function addedInLine(release: string): Paragraph {
  return { type: 'paragraph', data: { hProperties: { className: ['added-in'] } }, children: [{ type: 'text', value: `Added in Airy Core ${release}.` }] };
}

/** The release that added what one cell names: the cell is one code span naming a current key or component. */
function cellRelease(cell: TableCell | undefined, history: HistoryView): string | null | undefined {
  const only = cell?.children.length === 1 ? cell.children[0] : undefined;
  if (only?.type !== 'inlineCode') return undefined;
  return history.keys[only.value]?.addedIn ?? history.components[only.value]?.addedIn ?? undefined;
}

/**
 * When every body row's first cell names a current key or component (two rows at least), each of
 * those cells gets "added in X" under its name: a column of its own would widen tables that are
 * wide already (key, type, default, meaning).
 */
function markRows(table: Table, history: HistoryView): void {
  const rows = table.children.slice(1);
  const releases = rows.map((row) => cellRelease(row.children[0], history));
  if (rows.length < 2 || releases.some((release) => !release)) return;
  rows.forEach((row, index) => {
    const note: PhrasingContent = { type: 'emphasis', data: { hProperties: { className: ['added-in'] } }, children: [{ type: 'text', value: `added in ${releases[index]}` }] };
    row.children[0].children.push({ type: 'text', value: ' ' }, note);
  });
}

/** Marks the doc's endpoint signatures (on an API page) and its key and component tables with the release that added each. */
export function markAddedIn(tree: Root, history: HistoryView, apiPage: boolean): void {
  visit(tree, 'table', (table) => markRows(table, history));
  if (!apiPage) return;
  visit(tree, 'paragraph', (paragraph, index, parent) => {
    const signature = paragraphSignature(paragraph);
    const release = signature && history.operations[signature.path]?.addedIn;
    if (!release || !parent || index === undefined) return;
    (parent.children as RootContent[]).splice(index + 1, 0, addedInLine(release));
    return index + 2;
  });
}
