/**
 * Reading an API page into what the check binds: headings, endpoint signatures, labels, JSON
 * blocks and field tables, in document order, each with its line and column in the file. Read
 * from the tree the renderer parsed (admonitions rewritten line for line, so positions match).
 */
import type { Code, Paragraph, Root, RootContent, Table, TableCell } from 'mdast';
import { parseCodeMeta, parseSignature, type CodeMeta, type Signature } from './page-syntax';

/** A 1-based line and column in the page's file. */
export interface Position {
  line: number;
  column: number;
}

/** One cell of a field table: its text, the code span in it (if any) and where it is. */
export interface TableCellText extends Position {
  text: string;
  code?: string;
}

/** What a page holds that the check reads. */
export type PageItem =
  | ({ kind: 'heading'; depth: number } & Position)
  | ({ kind: 'signature'; method: string; path: string; text: string } & Position)
  | ({ kind: 'label'; text: string } & Position)
  | ({ kind: 'json'; lang: string; meta: CodeMeta; value: string; contentLine: number; contentColumn: number } & Position)
  | ({ kind: 'table'; header: string[]; rows: TableCellText[][] } & Position);

/** Items of one kind. */
export type PageItemOf<K extends PageItem['kind']> = Extract<PageItem, { kind: K }>;

const JSON_LANGS = new Set(['json', 'json5']);

function textOf(node: unknown): string {
  if (typeof node !== 'object' || node === null) return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node && Array.isArray(node.children) ? node.children.map(textOf).join('') : '';
}

function at(node: { position?: { start: { line: number; column: number } } }): Position {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** The paragraph's one meaningful child (whitespace-only text ignored), if it has exactly one. */
function soleChild(paragraph: Paragraph): Paragraph['children'][number] | null {
  const children = paragraph.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  return children.length === 1 ? children[0] : null;
}

/** The endpoint signature a paragraph is (`POST /tags.list` alone in a code span), or null. */
export function paragraphSignature(paragraph: Paragraph): (Signature & { text: string }) | null {
  const only = soleChild(paragraph);
  if (only?.type !== 'inlineCode') return null;
  const signature = parseSignature(only.value);
  return signature && { ...signature, text: only.value.trim() };
}

function readParagraph(paragraph: Paragraph): PageItem | null {
  const signature = paragraphSignature(paragraph);
  if (signature) return { kind: 'signature', ...signature, ...at(paragraph) };
  const only = soleChild(paragraph);
  if (only?.type === 'strong') return { kind: 'label', text: textOf(only).trim(), ...at(paragraph) };
  return null;
}

function readCode(code: Code): PageItem | null {
  const lang = (code.lang ?? '').toLowerCase();
  if (!JSON_LANGS.has(lang)) return null;
  const start = at(code);
  // Content starts on the line after the fence, indented like the fence (inside lists and JSX).
  return { kind: 'json', lang, meta: parseCodeMeta(code.meta), value: code.value, contentLine: start.line + 1, contentColumn: start.column, ...start };
}

function readCell(cell: TableCell): TableCellText {
  const code = cell.children.find((child) => child.type === 'inlineCode');
  // A cell's own position starts at its `|`; its first child is where the writer's text is.
  return { text: textOf(cell).trim(), code: code?.type === 'inlineCode' ? code.value.trim() : undefined, ...at(cell.children[0] ?? cell) };
}

/** A table whose header starts with `Field` and has a `Type` column; other tables are not field tables. */
function readTable(table: Table): PageItem | null {
  const [head, ...body] = table.children;
  const header = head ? head.children.map((cell) => textOf(cell).trim()) : [];
  if (header[0]?.toLowerCase() !== 'field' || !header.some((h) => h.toLowerCase() === 'type')) return null;
  return { kind: 'table', header, rows: body.map((row) => row.children.map(readCell)), ...at(table) };
}

function collect(node: Root | RootContent, out: PageItem[]): void {
  let item: PageItem | null = null;
  if (node.type === 'heading') item = { kind: 'heading', depth: node.depth, ...at(node) };
  else if (node.type === 'paragraph') item = readParagraph(node);
  else if (node.type === 'code') item = readCode(node);
  else if (node.type === 'table') item = readTable(node);
  if (item) out.push(item);
  if (item || !('children' in node)) return;
  for (const child of node.children as RootContent[]) collect(child, out);
}

/** The items of a parsed page, in document order (the renderer calls this on its one parse of the page). */
export function readApiItems(tree: Root): PageItem[] {
  const items: PageItem[] = [];
  collect(tree, items);
  return items;
}
