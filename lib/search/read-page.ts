/**
 * What the built-in index takes from one exported page: the doc layout marks its article with
 * `data-search-title` and `data-search-breadcrumb` and the body with `data-search-body`; the
 * navbar, sidebar, table of contents and footer are outside the body and never indexed.
 *
 * Words are weighted as a reader judges them: the title and headings say most about a page,
 * an endpoint signature (`POST /conversations.list` alone in a paragraph) names its section
 * like a heading, and a word inside a code listing says less than one in prose.
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { SearchPageRecord, SearchPageSection } from './index-format';
import { termsOfWord, wordsIn } from './terms';

/** Weight of the page title (an h1). */
export const TITLE_WEIGHT = 7;

/** Weights of headings by level, as prose is 1. */
export const HEADING_WEIGHTS: Record<string, number> = { h2: 6, h3: 5, h4: 4, h5: 3, h6: 2 };

/** Weight of the breadcrumb with the title, so "chat plugin customization" finds that page. */
export const TRAIL_WEIGHT = 3;

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

/** A page ready for the index: its record and the weighted frequency of each term. */
export interface IndexedPage {
  record: SearchPageRecord;
  /** Term → sum of the weights of its occurrences. */
  weights: Map<string, number>;
  /** Words in the body, for BM25's length normalisation. */
  length: number;
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

function isEndpointSignature(element: Element): boolean {
  const [only, ...rest] = element.children.filter((child) => child.type !== 'text' || child.value.trim());
  return element.tagName === 'p' && !rest.length && only?.type === 'element' && only.tagName === 'code' && ENDPOINT_SIGNATURE.test(squeeze(textOf(only)));
}

function findElement(node: Root | Element, test: (element: Element) => boolean): Element | null {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return null;
}

class PageReader {
  readonly sections: SearchPageSection[] = [{ anchor: '', title: '', text: '' }];
  readonly weights = new Map<string, number>();
  length = 0;

  addWords(text: string, weight: number, counted: boolean): void {
    for (const word of wordsIn(text)) {
      for (const term of termsOfWord(word)) this.weights.set(term, (this.weights.get(term) ?? 0) + weight);
      if (counted) this.length += 1;
    }
  }

  read(node: ElementContent, weight: number): void {
    if (node.type === 'text') {
      this.sections[this.sections.length - 1].text += node.value;
      this.addWords(node.value, weight, true);
      return;
    }
    if (node.type !== 'element' || isSkipped(node)) return;
    const headingWeight = HEADING_WEIGHTS[node.tagName];
    const anchor = node.properties.id;
    if (headingWeight && typeof anchor === 'string') {
      const title = squeeze(textOf(node));
      this.sections.push({ anchor, title, text: '' });
      this.addWords(title, headingWeight, true);
      return;
    }
    const inner = node.tagName === 'pre' ? CODE_BLOCK_WEIGHT : isEndpointSignature(node) ? ENDPOINT_SIGNATURE_WEIGHT : weight;
    const block = BLOCK_TAGS.test(node.tagName);
    if (block) this.sections[this.sections.length - 1].text += ' ';
    for (const child of node.children) this.read(child, inner);
    if (block) this.sections[this.sections.length - 1].text += ' ';
  }
}

/**
 * Reads a built page at `url` for the index; null for a page without a marked body (the 404
 * page, /search).
 */
export function readPage(html: string, url: string): IndexedPage | null {
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>', start);
  if (start < 0 || end < 0 || !html.includes('data-search-body')) return null;
  const tree = fromHtml(html.slice(start, end + '</article>'.length), { fragment: true });
  const article = findElement(tree, (element) => element.tagName === 'article');
  const body = article && findElement(article, (element) => element.properties.dataSearchBody !== undefined);
  if (!article || !body) return null;
  const title = squeeze(String(article.properties.dataSearchTitle ?? ''));
  const breadcrumb = squeeze(String(article.properties.dataSearchBreadcrumb ?? ''));
  const reader = new PageReader();
  reader.addWords(title, TITLE_WEIGHT, true);
  reader.addWords(`${breadcrumb} ${title}`, TRAIL_WEIGHT, false);
  for (const child of body.children) reader.read(child, 1);
  const sections = reader.sections
    .map((section) => ({ ...section, text: squeeze(section.text) }))
    .filter((section, index) => index > 0 || section.text);
  return { record: { url, title, breadcrumb, sections }, weights: reader.weights, length: reader.length };
}
