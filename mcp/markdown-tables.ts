/**
 * Tables of a Markdown copy padded again after its links were pointed at another address: the
 * build writes GFM tables with every column padded to one width (remark's `markdown-table`), and
 * a longer or shorter link in a cell would leave its row out of line. The padding here is
 * remark's: cells padded by their alignment (centred cells get the odd space before), delimiter
 * cells of dashes between their colons.
 */
import { codeLines } from './markdown-sections';

type Alignment = 'none' | 'left' | 'center' | 'right';

const ROW = /^(\s*)\|/;
const DELIMITER_CELL = /^:?-+:?$/;

/** The cells of a row, split at the bars that are not escaped (`a \| b` stays one cell), trimmed. */
function cellsOf(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  for (let index = row.indexOf('|') + 1; index < row.length; index++) {
    const character = row[index];
    if (character === '\\' && index + 1 < row.length) {
      cell += character + row[++index];
    } else if (character === '|') {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += character;
    }
  }
  if (cell.trim()) cells.push(cell.trim());
  return cells;
}

function alignmentOf(cell: string): Alignment {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'center' : left ? 'left' : right ? 'right' : 'none';
}

function delimiterCell(alignment: Alignment, width: number): string {
  const before = alignment === 'left' || alignment === 'center' ? ':' : '';
  const after = alignment === 'right' || alignment === 'center' ? ':' : '';
  return before + '-'.repeat(Math.max(1, width - before.length - after.length)) + after;
}

function padded(cell: string, alignment: Alignment, width: number): string {
  const space = width - cell.length;
  if (alignment === 'right') return ' '.repeat(space) + cell;
  if (alignment === 'center') return ' '.repeat(Math.ceil(space / 2)) + cell + ' '.repeat(Math.floor(space / 2));
  return cell + ' '.repeat(space);
}

/** One table's lines (header, delimiter, body rows), padded again. */
function alignTable(lines: string[], indent: string): string[] {
  const rows = lines.map(cellsOf);
  const alignments = rows[1].map(alignmentOf);
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) => {
    const marks = alignments[column] === 'center' ? 2 : alignments[column] === 'none' || !alignments[column] ? 0 : 1;
    return Math.max(marks + 1, ...rows.filter((_, index) => index !== 1).map((row) => (row[column] ?? '').length));
  });
  return rows.map((row, index) => {
    const cells = widths.map((width, column) => (index === 1 ? delimiterCell(alignments[column] ?? 'none', width) : padded(row[column] ?? '', alignments[column] ?? 'none', width)));
    return `${indent}| ${cells.join(' | ')} |`;
  });
}

/** `markdown` with every GFM table outside code blocks padded again. */
export function alignTables(markdown: string): string {
  const lines = markdown.split('\n');
  const inCode = codeLines(lines);
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const indent = ROW.exec(lines[index])?.[1];
    const delimiter = lines[index + 1] !== undefined && ROW.test(lines[index + 1]) ? cellsOf(lines[index + 1]) : [];
    if (inCode[index] || indent === undefined || !delimiter.length || !delimiter.every((cell) => DELIMITER_CELL.test(cell))) {
      out.push(lines[index]);
      continue;
    }
    let end = index + 2;
    while (end < lines.length && !inCode[end] && ROW.test(lines[end])) end++;
    out.push(...alignTable(lines.slice(index, end), indent));
    index = end - 1;
  }
  return out.join('\n');
}
