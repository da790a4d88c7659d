/**
 * Highlighted excerpts as plain text: a search engine marks the hits in a string; we split it
 * into segments that React renders as text (hits in `<mark>`), so nothing from a query or a
 * page is ever parsed as HTML.
 */

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
