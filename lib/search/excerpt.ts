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

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references Pagefind writes (`&lt;`, `&#39;`, `&#x27;`, …) to text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits `value` at the `open`/`close` markers into segments; `decode` turns character
 * references into text (for Pagefind, whose excerpts are HTML-escaped). Unbalanced markers
 * are tolerated: every `open` starts a hit, every `close` ends one.
 */
export function splitHighlights(value: string, open: string, close: string, decode = false): TextSegment[] {
  const segments: TextSegment[] = [];
  let hit = false;
  for (const part of value.split(new RegExp(`(${escapeRegExp(open)}|${escapeRegExp(close)})`))) {
    if (part === open) hit = true;
    else if (part === close) hit = false;
    else if (part) {
      const text = decode ? decodeEntities(part) : part;
      const last = segments[segments.length - 1];
      if (last && last.hit === hit) last.text += text;
      else segments.push({ text, hit });
    }
  }
  return segments;
}

/** Segments of a Pagefind excerpt (escaped text with `<mark>` around hits). */
export function pagefindExcerpt(excerpt: string): TextSegment[] {
  return splitHighlights(excerpt, '<mark>', '</mark>', true);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
