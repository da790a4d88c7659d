/**
 * Docusaurus admonitions (`:::note Title` … `:::`) rewritten to `<Admonition>` JSX before MDX
 * compiles, line for line, so every position in an error message still matches the file.
 */
import type { SourceProblem } from '../writer-component';

/** The admonition types writers may use. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** The label a box shows when the writer gives no title (also its label in Markdown copies). */
export const ADMONITION_LABELS: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
};

const OPEN = /^(\s*)(:{3,})\s*([a-z]+)\s*(.*?)\s*$/;
const CLOSE = /^(\s*)(:{3,})\s*$/;
const FENCE = /^\s*(```|~~~)/;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Rewrites admonition fences into JSX; returns the new text and any problems found. */
export function rewriteAdmonitions(source: string): { text: string; problems: SourceProblem[] } {
  const lines = source.split('\n');
  const problems: SourceProblem[] = [];
  const open: { line: number; fence: string }[] = [];
  let fence: string | null = null;
  lines.forEach((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence !== null) return;
    const close = CLOSE.exec(line);
    if (close && open.length && open[open.length - 1].fence.length <= close[2].length) {
      open.pop();
      lines[index] = `${close[1]}</Admonition>`;
      return;
    }
    const start = OPEN.exec(line);
    if (!start) return;
    const [, indent, colons, type, title] = start;
    if (!(ADMONITION_TYPES as readonly string[]).includes(type)) {
      problems.push({
        line: index + 1,
        message: `unknown admonition type ":::${type}"`,
        hint: `use one of ${ADMONITION_TYPES.map((t) => `:::${t}`).join(', ')}`,
      });
      return;
    }
    open.push({ line: index + 1, fence: colons });
    const titleAttr = title ? ` title="${attribute(title)}"` : '';
    lines[index] = `${indent}<Admonition type="${type}"${titleAttr}>`;
  });
  for (const unclosed of open) {
    problems.push({
      line: unclosed.line,
      message: 'admonition is never closed',
      hint: 'end it with a line holding only `:::`',
    });
  }
  return { text: lines.join('\n'), problems };
}
