/**
 * Highlighted excerpts as plain text: a search engine marks the hits in a string; we split it
 * into segments that React renders as text (hits in `<mark>`), so nothing from a query or a
 * page is ever parsed as HTML. Also how the text of blocks in a row is joined, for the index and
 * for an excerpt that spans sections.
 */

/**
 * Put where a block ends without punctuation (a note's title, a list item, a table cell), so an
 * excerpt across it reads "Note title · Its text" rather than running the two together.
 */
export const BLOCK_SEPARATOR = ' · ';

/** How a run of text ends when it needs no separator before the next block. */
const CLOSED = /[.,:;!?…·]$/;

/** Whether text that ends so needs `BLOCK_SEPARATOR` before the next block. */
export function endsOpen(text: string): boolean {
  const trimmed = text.trimEnd();
  return trimmed !== '' && !CLOSED.test(trimmed);
}

/** The texts of blocks in a row, as one text (`BLOCK_SEPARATOR` after those that end open). */
export function joinBlocks(texts: string[]): string {
  return texts.filter(Boolean).reduce((joined, text) => (joined ? `${joined}${endsOpen(joined) ? BLOCK_SEPARATOR : ' '}${text}` : text), '');
}

/** A run of excerpt text; `hit` runs are shown highlighted. */
export interface TextSegment {
  text: string;
  hit: boolean;
}

/**
 * Splits `value` at the `open`/`close` markers into segments. Unbalanced markers are
 * tolerated: every `open` starts a hit, every `close` ends one.
 */
export function splitHighlights(value: string, open: string, close: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let hit = false;
  for (const part of value.split(new RegExp(`(${escapeRegExp(open)}|${escapeRegExp(close)})`))) {
    if (part === open) hit = true;
    else if (part === close) hit = false;
    else if (part) {
      const last = segments[segments.length - 1];
      if (last && last.hit === hit) last.text += part;
      else segments.push({ text: part, hit });
    }
  }
  return segments;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
