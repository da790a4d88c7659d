/**
 * Where each value of a JSON5 text is: a JSON pointer → line and column (1-based, in the text).
 * A member is located at its key, an array element at its value, so an error about `/payload/mesage`
 * points at the line of `"mesage":`. Reads only text that JSON5 has already parsed.
 */
import { escapePointerSegment } from './pointer';
import type { Position } from './page-reader';

interface Frame {
  kind: 'object' | 'array';
  pointer: string;
  index: number;
  key: string | null;
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };
const WORD_END = /[\s,:[\]{}/]/;

/** The location of every value (and member key) in a JSON5 text, by JSON pointer. */
export function jsonLocations(text: string): Map<string, Position> {
  const out = new Map<string, Position>();
  const stack: Frame[] = [];
  let i = 0;
  let line = 1;
  let column = 1;
  const advance = (count = 1) => {
    for (let k = 0; k < count && i < text.length; k++, i++) {
      if (text[i] === '\n') {
        line++;
        column = 1;
      } else column++;
    }
  };
  const skipSpace = () => {
    for (;;) {
      if (/\s/.test(text[i] ?? '')) advance();
      else if (text.startsWith('//', i)) while (i < text.length && text[i] !== '\n') advance();
      else if (text.startsWith('/*', i)) {
        while (i < text.length && !text.startsWith('*/', i)) advance();
        advance(2);
      } else return;
    }
  };
  const readString = (): string => {
    const quote = text[i];
    let value = '';
    advance();
    while (i < text.length && text[i] !== quote) {
      const next = text[i + 1] ?? '';
      if (text[i] !== '\\') {
        value += text[i];
        advance();
      } else if (next === 'u') {
        value += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
        advance(6);
      } else {
        value += ESCAPES[next] ?? (next === '\n' ? '' : next);
        advance(2);
      }
    }
    advance();
    return value;
  };
  const readWord = (): string => {
    const start = i;
    while (i < text.length && !WORD_END.test(text[i])) advance();
    return text.slice(start, i);
  };

  for (skipSpace(); i < text.length; skipSpace()) {
    const c = text[i];
    const top = stack.at(-1);
    if (c === '}' || c === ']') {
      stack.pop();
      advance();
    } else if (c === ',') {
      advance();
      if (top?.kind === 'array') top.index++;
      else if (top) top.key = null;
    } else if (top?.kind === 'object' && top.key === null) {
      const at = { line, column };
      top.key = c === '"' || c === "'" ? readString() : readWord();
      out.set(`${top.pointer}/${escapePointerSegment(top.key)}`, at);
      skipSpace();
      if (text[i] === ':') advance();
    } else {
      const pointer = !top ? '' : top.kind === 'array' ? `${top.pointer}/${top.index}` : `${top.pointer}/${escapePointerSegment(top.key ?? '')}`;
      if (!top || top.kind === 'array') out.set(pointer, { line, column });
      if (c === '{' || c === '[') {
        stack.push({ kind: c === '{' ? 'object' : 'array', pointer, index: 0, key: null });
        advance();
      } else if (c === '"' || c === "'") readString();
      else if (!readWord()) advance();
    }
  }
  return out;
}

/** The location of a pointer's value, or of its closest located ancestor. */
export function locateInJson(locations: Map<string, Position>, pointer: string): Position {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const found = locations.get(p);
    if (found) return found;
    if (p === '') return { line: 1, column: 1 };
  }
}
