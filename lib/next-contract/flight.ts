/** A page's inline Flight data (assumption `inline-flight`), read and written as Next writes it. */
import { NEXT_ASSUMPTIONS, NextContractError } from './assumptions';

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(\[(\d),("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const HTML_UNSAFE = /[&<>\u2028\u2029]/g;

/** A page's inline Flight data (assumption `inline-flight`): the text, and where its script tags are. */
export interface InlineFlight {
  text: string;
  scripts: { start: number; end: number }[];
}

/** Reads the Flight data inlined in a page's HTML, joining its chunks. */
export function readInlineFlight(html: string, file: string): InlineFlight {
  let text = '';
  const scripts: InlineFlight['scripts'] = [];
  for (const match of html.matchAll(FLIGHT_SCRIPT)) {
    if (match[1] !== '1') throw new NextContractError(NEXT_ASSUMPTIONS.inlineFlight, file, `a Flight chunk of kind ${match[1]} (binary data?)`);
    text += JSON.parse(match[2]) as string;
    scripts.push({ start: match.index, end: match.index + match[0].length });
  }
  if (!scripts.length) throw new NextContractError(NEXT_ASSUMPTIONS.inlineFlight, file, 'no self.__next_f.push([1,"…"]) script');
  return { text, scripts };
}

/** The script tag that inlines `text` as one Flight chunk, written as Next writes its chunks. */
export function inlineFlightScript(text: string): string {
  const escaped = JSON.stringify([1, text]).replace(HTML_UNSAFE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script>self.__next_f.push(${escaped})</script>`;
}
