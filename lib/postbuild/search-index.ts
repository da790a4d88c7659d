/**
 * The built-in search index step: reads every exported doc page (what the doc layout marks for
 * search, see `lib/search/read-page.ts`) and writes the index (`lib/search/index-format.ts`) to
 * `out/search-index/`. Pages without the mark (404, /search) are skipped.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SEARCH_INDEX_DIR } from '../constants';
import { SearchIndexBuilder } from '../search/build-index';
import { searchIndexFiles } from '../search/index-format';
import { readPage } from '../search/read-page';

export interface SearchIndexResult {
  /** Pages that went into the index (those with `data-search-body`). */
  pageCount: number;
  /** Files written under `out/search-index/`. */
  fileCount: number;
  /** Their total size in bytes. */
  bytes: number;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (name === '_next' || name === SEARCH_INDEX_DIR || name.startsWith('.')) return [];
      if (statSync(path).isDirectory()) return htmlFiles(path);
      return name.endsWith('.html') ? [path] : [];
    });
}

/** The URL of an exported file: `api/webhook/index.html` → `/api/webhook/`. */
export function urlOfFile(relativePath: string): string {
  const path = relativePath.split(sep).join('/');
  return `/${path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/** Indexes the site in `outDir` into `outDir/search-index/`. */
export function buildSearchIndex(outDir: string): SearchIndexResult {
  const outputPath = join(outDir, SEARCH_INDEX_DIR);
  rmSync(outputPath, { recursive: true, force: true });
  // Page records go to disk as they are read; the folder is named by the build id at the end.
  const pending = join(outputPath, 'pending');
  mkdirSync(pending, { recursive: true });
  const builder = new SearchIndexBuilder();
  let bytes = 0;
  const write = (path: string, value: unknown) => {
    const text = JSON.stringify(value);
    writeFileSync(path, text);
    bytes += Buffer.byteLength(text);
  };
  for (const file of htmlFiles(outDir)) {
    const page = readPage(readFileSync(file, 'utf8'), urlOfFile(relative(outDir, file)));
    if (page) write(join(pending, searchIndexFiles.pageName(builder.add(page))), page.record);
  }
  const { manifest, shards } = builder.finish();
  renameSync(pending, join(outputPath, manifest.build));
  shards.forEach((shard, n) => write(join(outputPath, searchIndexFiles.shard(manifest.build, n)), shard));
  write(join(outputPath, searchIndexFiles.manifest), manifest);
  return { pageCount: manifest.pages, fileCount: manifest.pages + shards.length + 1, bytes };
}

/**
 * A build mistake to report, or null: every built doc must be in the index, so a layout that
 * lost its `data-search-body` mark fails the build instead of shipping a search that finds nothing.
 */
export function checkIndexedPageCount(indexed: number, docs: number): string | null {
  if (indexed === docs) return null;
  return `The search index holds ${indexed} pages but the site has ${docs} docs — every doc page must carry data-search-body (components/DocBody.tsx).`;
}
