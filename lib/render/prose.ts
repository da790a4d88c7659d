/**
 * The prose of a doc as a reader sees it, with positions, for checks on wording (the writing
 * check, `lib/check/writing.ts`). Read from the parsed tree: code blocks are never prose, and
 * inline code stands in as a placeholder, so a phrase in `code` or a sample never counts.
 */
import type { Root, RootContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { attribute, isJsxElement } from './jsx';

/** Text on one source line, and where it starts. */
interface ProseRun {
  text: string;
  line: number;
  column: number;
}

/** One block a reader reads as a unit: a paragraph, heading, table cell or a component's title. */
export interface ProseBlock {
  kind: 'paragraph' | 'heading' | 'cell' | 'title';
  /** The block's text in order; joined they are the block as read. */
  runs: ProseRun[];
}

/** Stands in for inline code: not words of the prose, but not nothing either. */
const CODE_PLACEHOLDER = '⟨code⟩';

/** Attributes of writer components that readers read as prose (`:::note Title`, ButtonBox text). */
const PROSE_ATTRIBUTES = ['title', 'description'];

const BLOCK_KINDS: Record<string, ProseBlock['kind']> = { paragraph: 'paragraph', heading: 'heading', tableCell: 'cell' };

type Node = Root | RootContent;

/** The column where `piece` starts on a source line, or the line's first non-blank column. */
function columnOf(sourceLine: string, piece: string): number {
  const found = piece.trim() ? sourceLine.indexOf(piece.trim()) : -1;
  return found >= 0 ? found + 1 : sourceLine.search(/\S|$/) + 1;
}

function inlineRuns(node: Node, lines: string[], runs: ProseRun[]): void {
  const start = 'position' in node ? node.position?.start : undefined;
  if (node.type === 'text' && start) {
    node.value.split('\n').forEach((piece, i, pieces) => {
      const line = start.line + i;
      const text = i < pieces.length - 1 ? `${piece}\n` : piece;
      if (text) runs.push({ text, line, column: i === 0 ? start.column : columnOf(lines[line - 1] ?? '', piece) });
    });
    return;
  }
  if (node.type === 'inlineCode' && start) {
    runs.push({ text: CODE_PLACEHOLDER, line: start.line, column: start.column });
    return;
  }
  if (node.type === 'break' && start) {
    runs.push({ text: '\n', line: start.line, column: start.column });
    return;
  }
  if ('children' in node) for (const child of node.children) inlineRuns(child as Node, lines, runs);
}

/** Collects the prose blocks of a parsed doc; `text` is the source it was parsed from. */
export function collectProse(tree: Root, text: string): ProseBlock[] {
  const lines = text.split('\n');
  const blocks: ProseBlock[] = [];
  visit(tree, (node: Node) => {
    const kind = BLOCK_KINDS[node.type];
    if (kind) {
      const runs: ProseRun[] = [];
      inlineRuns(node, lines, runs);
      if (runs.length) blocks.push({ kind, runs });
      return SKIP;
    }
    if (isJsxElement(node) && node.position) {
      for (const name of PROSE_ATTRIBUTES) {
        const value = attribute(node, name);
        if (value) blocks.push({ kind: 'title', runs: [{ text: value, line: node.position.start.line, column: node.position.start.column }] });
      }
    }
    return undefined;
  });
  return blocks;
}
