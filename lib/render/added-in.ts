/**
 * Says where readers look which release of the platform added a thing (issue 46), from the
 * platform's history (`lib/platform/history.json`):
 * - under each endpoint signature of an API page (`POST /streams.list`), a line "Added in Airy
 *   Core 0.54.0.";
 * - in a table whose first column names `airy.yaml` keys or components (each cell one code span,
 *   such as `config.kafka.brokers` or `api-contacts`), a last column "Added in".
 * Both are plain Markdown nodes, so the HTML, the Markdown copy and the search text carry them.
 */
import type { Paragraph, Root, RootContent, Table, TableCell } from 'mdast';
import { visit } from 'unist-util-visit';
import type { PlatformHistory } from '../platform/history';
import { paragraphSignature } from '../openapi';

/** What the renderer reads of the history. */
export type HistoryView = Pick<PlatformHistory, 'releases' | 'renames' | 'operations' | 'components' | 'keys'>;

/** The header of the column a table gains. */
const ADDED_IN_HEADER = 'Added in';

function addedInLine(release: string): Paragraph {
  return { type: 'paragraph', data: { hProperties: { className: ['added-in'] } }, children: [{ type: 'text', value: `Added in Airy Core ${release}.` }] };
}

/** The release that added what one cell names: the cell is one code span naming a current key or component. */
function cellRelease(cell: TableCell | undefined, history: HistoryView): string | null | undefined {
  const only = cell?.children.length === 1 ? cell.children[0] : undefined;
  if (only?.type !== 'inlineCode') return undefined;
  return history.keys[only.value]?.addedIn ?? history.components[only.value]?.addedIn ?? undefined;
}

function cellText(cell: TableCell): string {
  return cell.children.map((child) => ('value' in child ? child.value : '')).join('');
}

/** Adds the column when every body row's first cell names a current key or component (two rows at least). */
function addColumn(table: Table, history: HistoryView): void {
  const [header, ...rows] = table.children;
  if (rows.length < 2 || header.children.some((cell) => cellText(cell).trim().toLowerCase() === ADDED_IN_HEADER.toLowerCase())) return;
  const releases = rows.map((row) => cellRelease(row.children[0], history));
  if (releases.some((release) => !release)) return;
  header.children.push({ type: 'tableCell', children: [{ type: 'text', value: ADDED_IN_HEADER }] });
  rows.forEach((row, index) => row.children.push({ type: 'tableCell', children: [{ type: 'text', value: releases[index] as string }] }));
  table.align = [...(table.align ?? header.children.slice(0, -1).map(() => null)), null];
}

/** Marks the doc's endpoint signatures (on an API page) and its key and component tables with the release that added each. */
export function markAddedIn(tree: Root, history: HistoryView, apiPage: boolean): void {
  visit(tree, 'table', (table) => addColumn(table, history));
  if (!apiPage) return;
  visit(tree, 'paragraph', (paragraph, index, parent) => {
    const signature = paragraphSignature(paragraph);
    const release = signature && history.operations[signature.path]?.addedIn;
    if (!release || !parent || index === undefined) return;
    (parent.children as RootContent[]).splice(index + 1, 0, addedInLine(release));
    return index + 2;
  });
}
