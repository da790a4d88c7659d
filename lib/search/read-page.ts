/**
 * What the built-in index takes from a doc: its body, read from the rendered hast tree of the
 * build (never from exported HTML), plus its title, its place in the sidebar, its description and
 * keywords. The navbar, sidebar, table of contents and footer are outside the body and never
 * indexed.
 *
 * Words are weighted as a reader judges them: the title and headings say most about a page,
 * an endpoint signature (`POST /conversations.list` alone in a paragraph) names its section
 * like a heading, and a word inside a code listing says less than one in prose.
 *
 * A body is first turned into a flat list of events (text runs with their weight, headings,
 * and the places where another doc is included), which the build caches per doc; a page's
 * record is then read from its events with the included docs' events spliced in.
 */
import type { Element, ElementContent, Root } from 'hast';
import { isCorrectable } from './correct';
import { BLOCK_SEPARATOR, endsOpen } from './excerpt';
import type { SearchPageRecord, SearchPageSection } from './index-format';
import { termsOfPageWord, WORD } from './terms';

/** Weight of the page title (an h1). */
export const TITLE_WEIGHT = 7;

/** Weights of headings by level, as prose is 1. */
export const HEADING_WEIGHTS: Record<string, number> = { h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 };

/**
 * Weight of the page's place in the sidebar, its categories and label, so "chat plugin
 * customization" finds that page, and `configuration` the page the sidebar calls so (its title is
 * "Configure your Airy Core instance").
 */
export const TRAIL_WEIGHT = 3;

/**
 * Weight of the page's `description`, the writer's summary of it, which the page shows to search
 * engines and link previews but not in its body, and of its `keywords`: as much as a word of prose.
 * The words readers use for a task are often there ("how to start it on your machine") and nowhere
 * else on the page.
 */
const DESCRIPTION_WEIGHT = 1;

/** Weight of code blocks: a word in a shell listing says less about the page. */
export const CODE_BLOCK_WEIGHT = 0.3;

/** Weight of an endpoint signature paragraph. */
export const ENDPOINT_SIGNATURE_WEIGHT = 5;

/** Classes of controls and decoration inside the body, not words a reader searches for. */
const SKIPPED_CLASSES = new Set(['hash-link', 'copy-button', 'admonition-icon']);

const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'button', 'svg']);

/** Elements whose edges separate words (`<td>Field</td><td>Type</td>` is two words). */
const BLOCK_TAGS = /^(p|div|li|ul|ol|dl|dt|dd|table|thead|tbody|tr|td|th|pre|blockquote|br|hr|h[1-6]|section|details|summary|figure|figcaption)$/;

const ENDPOINT_SIGNATURE = /^(GET|POST|PUT|PATCH|DELETE) \/\S*$/;

/** Marks the place of an included doc among a body's events. */
const INCLUDE_COMMENT = /^include:(.*)$/;

/**
 * One step of reading a body: a text run with its weight, a heading (which opens a section),
 * or the place of an included doc (by id).
 */
export type SearchEvent = { text: string; weight: number } | { heading: string; anchor: string; weight: number } | { include: string };

/** A page ready for the index: its record and the weighted frequency of each term. */
export interface IndexedPage {
  record: SearchPageRecord;
  /** Term → sum of the weights of its occurrences. */
  weights: Map<string, number>;
  /** Words in the body, for BM25's length normalisation. */
  length: number;
  /** The page's words that corrections may lead to (`./correct.ts`), dotted words also by their parts. */
  words: Set<string>;
}

function classes(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function isSkipped(element: Element): boolean {
  return (
    SKIPPED_TAGS.has(element.tagName) ||
    element.properties.ariaHidden === 'true' ||
    element.properties.hidden === true ||
    classes(element).some((name) => SKIPPED_CLASSES.has(name))
  );
}

function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && isSkipped(node)) return '';
  const inner = node.children.map((child) => textOf(child as ElementContent)).join('');
  return node.type === 'element' && BLOCK_TAGS.test(node.tagName) ? ` ${inner} ` : inner;
}

function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A section's squeezed text without the separator its last block left. */
function withoutTrailingSeparator(text: string): string {
  const separator = BLOCK_SEPARATOR.trimEnd();
  return text.endsWith(separator) ? text.slice(0, -separator.length).trimEnd() : text;
}

function isEndpointSignature(element: Element): boolean {
  const [only, ...rest] = element.children.filter((child) => child.type !== 'text' || child.value.trim());
  return element.tagName === 'p' && !rest.length && only?.type === 'element' && only.tagName === 'code' && ENDPOINT_SIGNATURE.test(squeeze(textOf(only)));
}

/** The events of a rendered body (a hast root whose includes are `include:ID` comments). */
export function searchEvents(body: Root): SearchEvent[] {
  const events: SearchEvent[] = [];
  const text = (value: string, weight: number) => {
    const last = events[events.length - 1];
    if (last && 'text' in last && last.weight === weight) last.text += value;
    else events.push({ text: value, weight });
  };
  /** Whether the section's text so far ends in a word (a heading or an include starts afresh). */
  const sectionEndsOpen = (): boolean => {
    for (let index = events.length - 1; index >= 0; index -= 1) {
      const event = events[index];
      if (!('text' in event)) return false;
      if (event.text.trim()) return endsOpen(event.text);
    }
    return false;
  };
  const read = (node: ElementContent, weight: number): void => {
    if (node.type === 'text') return text(node.value, weight);
    if (node.type === 'comment') {
      const include = INCLUDE_COMMENT.exec(node.value);
      if (include) events.push({ include: include[1] });
      return;
    }
    if (node.type !== 'element' || isSkipped(node)) return;
    const headingWeight = HEADING_WEIGHTS[node.tagName];
    const anchor = node.properties.id;
    if (headingWeight && typeof anchor === 'string') {
      events.push({ heading: squeeze(textOf(node)), anchor, weight: headingWeight });
      return;
    }
    const inner = node.tagName === 'pre' ? CODE_BLOCK_WEIGHT : isEndpointSignature(node) ? ENDPOINT_SIGNATURE_WEIGHT : weight;
    const block = BLOCK_TAGS.test(node.tagName);
    if (block) text(' ', weight);
    for (const child of node.children) read(child, inner);
    if (block) text(sectionEndsOpen() ? BLOCK_SEPARATOR : ' ', weight);
  };
  for (const child of body.children) read(child as ElementContent, 1);
  return events;
}

/** What a page's record is read from: its events (includes already spliced in), URL, title, trail and summary. */
export interface PageToIndex {
  url: string;
  title: string;
  /** Its categories in the sidebar (`API › HTTP Endpoints`). */
  breadcrumb: string;
  /** Its name in the sidebar; the title when left out. */
  label?: string;
  /** The front matter's `description`. */
  description?: string;
  /** The front matter's `keywords`. */
  keywords?: string[];
  events: SearchEvent[];
}

/** What the index takes from one written word: its terms, and its parts that corrections may lead to. */
interface ReadWord {
  terms: string[];
  correctable: string[];
}

/**
 * Words already read, by their written form: a site's pages repeat most of their words, and
 * reading one (case, normalisation, stems, camel-case parts) cost more than half of indexing a
 * page. Emptied when it grows past `READ_WORDS_KEPT`.
 */
const readWords = new Map<string, ReadWord>();
const READ_WORDS_KEPT = 200_000;

function readWord(written: string): ReadWord {
  let read = readWords.get(written);
  if (!read) {
    const word = written.toLowerCase().normalize('NFKC');
    read = { terms: termsOfPageWord(written), correctable: word.split(/[._]/).filter(isCorrectable) };
    if (readWords.size >= READ_WORDS_KEPT) readWords.clear();
    readWords.set(written, read);
  }
  return read;
}

/** Reads a page's record and term weights from its events. */
export function indexPage(page: PageToIndex): IndexedPage {
  const sections: SearchPageSection[] = [{ anchor: '', title: '', text: '' }];
  const weights = new Map<string, number>();
  const words = new Set<string>();
  let length = 0;
  const addWords = (text: string, weight: number, counted: boolean) => {
    for (const written of text.normalize('NFKC').match(WORD) ?? []) {
      const { terms, correctable } = readWord(written);
      for (const term of terms) weights.set(term, (weights.get(term) ?? 0) + weight);
      for (const part of correctable) words.add(part);
      if (counted) length += 1;
    }
  };
  const title = squeeze(page.title);
  const breadcrumb = squeeze(page.breadcrumb);
  addWords(title, TITLE_WEIGHT, true);
  addWords(`${breadcrumb} ${page.label ?? title}`, TRAIL_WEIGHT, false);
  for (const event of page.events) {
    if ('heading' in event) {
      sections.push({ anchor: event.anchor, title: event.heading, text: '' });
      addWords(event.heading, event.weight, true);
    } else if ('text' in event) {
      sections[sections.length - 1].text += event.text;
      addWords(event.text, event.weight, true);
    }
  }
  // A page without a description of its own gets its opening paragraph as one, which the text already holds.
  const description = squeeze(page.description ?? '');
  if (!squeeze(sections[0].text).startsWith(description)) addWords(description, DESCRIPTION_WEIGHT, false);
  addWords((page.keywords ?? []).join(' '), DESCRIPTION_WEIGHT, false);
  const record: SearchPageRecord = {
    url: page.url,
    title,
    breadcrumb,
    sections: sections.map((section) => ({ ...section, text: withoutTrailingSeparator(squeeze(section.text)) })).filter((section, index) => index > 0 || section.text),
  };
  return { record, weights, length, words };
}
