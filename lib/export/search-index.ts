/**
 * The built-in search index, written from the site model (never from the exported HTML): each
 * page's record goes to disk as it is added, and the postings and manifest at the end, so a
 * site of 10,000 pages never holds its text in memory. Layout: `lib/search/index-format.ts`.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SearchIndexBuilder } from '../search/build-index';
import { searchIndexFiles } from '../search/index-format';
import { indexPage, type PageToIndex } from '../search/read-page';

/**
 * Writes the index into `dir` (emptied first), each file through `writeText` (at once by default;
 * the export pass writes in the background, and lets its writes end before `finish`).
 */
export function createSearchIndexWriter(dir: string, writeText: (path: string, text: string) => void = writeFileSync) {
  rmSync(dir, { recursive: true, force: true });
  const pending = join(dir, 'pending');
  mkdirSync(pending, { recursive: true });
  const builder = new SearchIndexBuilder();
  let files = 0;
  const write = (path: string, value: unknown) => {
    writeText(path, JSON.stringify(value));
    files += 1;
  };
  return {
    /** Indexes one page and writes its record. */
    add(page: PageToIndex): void {
      const indexed = indexPage(page);
      write(join(pending, searchIndexFiles.pageName(builder.add(indexed))), indexed.record);
    },
    /** Writes the shards and the manifest (every page's record must be written by then); answers how many pages and files the index has. */
    finish(): { pages: number; files: number } {
      const { manifest, shards, wordLists } = builder.finish();
      renameSync(pending, join(dir, manifest.build));
      shards.forEach((shard, n) => write(join(dir, searchIndexFiles.shard(manifest.build, n)), shard));
      wordLists.forEach((list, n) => write(join(dir, searchIndexFiles.words(manifest.build, n)), list));
      write(join(dir, searchIndexFiles.manifest), manifest);
      return { pages: manifest.pages, files };
    },
  };
}
