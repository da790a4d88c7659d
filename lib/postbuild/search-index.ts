/**
 * The built-in search index: Pagefind reads the exported HTML and writes a chunked index to
 * `out/pagefind/`, so a query downloads only the fragments it needs. Only what the doc layout
 * marks with `data-pagefind-body` is indexed (the h1 and the `.markdown` body); navbar, sidebar,
 * TOC, breadcrumbs and footer are outside it. Pages without the mark (404, /search) are skipped.
 *
 * Before a page goes to Pagefind, `prepareForIndex` tunes what the indexer sees (the served
 * HTML is not changed): code blocks weigh less than prose, API endpoint signatures as much as a
 * heading, and a `trail` field (breadcrumb + title) lets a query that names a section and a page
 * ("chat plugin customization") find that page first.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_BREADCRUMB_SEPARATOR, SEARCH_INDEX_DIR } from '../constants';

/** Parts of a doc body that are controls or decoration, not words a reader searches for. */
export const SEARCH_EXCLUDE_SELECTORS = ['.hash-link', '.copy-button', '.admonition-icon', '[aria-hidden="true"]'];

/**
 * Characters kept inside words, so `conversations.list` and `jwt_secret` are words of their own
 * (Pagefind still indexes the parts, so `list` finds them too).
 */
export const SEARCH_INCLUDE_CHARACTERS = '._';

/** Weight of code blocks (prose is 1, an h3 is 5): a word in a shell listing says less about the page. */
export const CODE_BLOCK_WEIGHT = 0.3;

/** Weight of an endpoint signature (`POST /conversations.list` alone in a paragraph): it names the section like a heading. */
export const ENDPOINT_SIGNATURE_WEIGHT = 5;

/** Pagefind's bundle files the site never loads (its ready-made UIs and the language-less wasm). */
const UNUSED_BUNDLE_FILES = /^(pagefind-(component-ui|modular-ui|ui)\.(js|css)|pagefind-highlight\.js|wasm\.unknown\.pagefind)$/;

const ENDPOINT_SIGNATURE = /<p><code>((?:GET|POST|PUT|PATCH|DELETE) \/[^<]*)<\/code><\/p>/g;
const BREADCRUMB_META = /\sdata-pagefind-meta="breadcrumb:([^"]*)"/;
const FIRST_H1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/;

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

function attributeValue(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The HTML Pagefind indexes for a page: without scripts (the inline router payload is most of
 * a page's bytes and none of its text), table cells apart (Pagefind would run `Field` and `Type`
 * of a header row together), weights on code blocks and endpoint signatures, the `trail` field,
 * and an empty `image` field (Pagefind would otherwise store and search the alt text of the
 * first image as metadata).
 */
export function prepareForIndex(html: string): string {
  if (!html.includes('data-pagefind-body')) return html;
  const breadcrumb = BREADCRUMB_META.exec(html)?.[1];
  const title = FIRST_H1.exec(html)?.[1];
  const trail = [breadcrumb ? textOf(breadcrumb) : '', title ? textOf(title) : ''].filter(Boolean).join(SEARCH_BREADCRUMB_SEPARATOR);
  const fields = `<span hidden data-none="" data-pagefind-meta="image[data-none], trail:${attributeValue(trail)}"></span>`;
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<\/(th|td)>/g, '</$1> ')
    .replace(/<pre\b/g, `<pre data-pagefind-weight="${CODE_BLOCK_WEIGHT}"`)
    .replace(ENDPOINT_SIGNATURE, `<p data-pagefind-weight="${ENDPOINT_SIGNATURE_WEIGHT}"><code>$1</code></p>`)
    .replace(/<body\b([^>]*)>/, `<body$1>${fields}`);
}

export interface SearchIndexResult {
  /** Pages that went into the index (those with `data-pagefind-body`). */
  pageCount: number;
  /** Files written under `out/pagefind/`. */
  fileCount: number;
  /** Their total size in bytes. */
  bytes: number;
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return keep(name) ? filesUnder(path, keep) : [];
    return keep(name) ? [path] : [];
  });
}

/** Indexes the site in `outDir` into `outDir/pagefind/`; throws with Pagefind's messages on failure. */
export async function buildSearchIndex(outDir: string, language: string): Promise<SearchIndexResult> {
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: SEARCH_EXCLUDE_SELECTORS,
    includeCharacters: SEARCH_INCLUDE_CHARACTERS,
    forceLanguage: language,
  });
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const pages = filesUnder(outDir, (name) => name !== '_next' && name !== SEARCH_INDEX_DIR && !name.startsWith('.')).filter((file) =>
      file.endsWith('.html'),
    );
    let pageCount = 0;
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      if (!html.includes('data-pagefind-body')) continue;
      const added = await index.addHTMLFile({ sourcePath: relative(outDir, file).split(sep).join('/'), content: prepareForIndex(html) });
      if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      pageCount += 1;
    }
    const outputPath = join(outDir, SEARCH_INDEX_DIR);
    rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
    const files = filesUnder(outputPath, () => true);
    const kept = files.filter((file) => {
      if (!UNUSED_BUNDLE_FILES.test(file.split(sep).pop() ?? '')) return true;
      rmSync(file);
      return false;
    });
    return { pageCount, fileCount: kept.length, bytes: kept.reduce((sum, file) => sum + statSync(file).size, 0) };
  } finally {
    await pagefind.close();
  }
}

/**
 * A build mistake to report, or null: every built doc must be in the index, so a layout that
 * lost its `data-pagefind-body` mark fails the build instead of shipping a search that finds nothing.
 */
export function checkIndexedPageCount(indexed: number, docs: number): string | null {
  if (indexed === docs) return null;
  return `The search index holds ${indexed} pages but the site has ${docs} docs — every doc page must carry data-pagefind-body (components/DocLayout.tsx).`;
}
