/**
 * The built-in search index, written from the site model (never from the exported HTML): each
 * page's record goes to disk as it is added, and the postings and manifest at the end, so a
 * site of 10,000 pages never holds its text in memory. Layout: `lib/search/index-format.ts`.
 *
 * Given the record of the index it wrote last time, it writes only the files whose bytes change:
 * the last build's folder is renamed to the new build id and keeps every page record, shard and
 * word list that came out the same (after one doc's body changed, most of them). The files are
 * those a writer without that record would write, byte for byte.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SearchIndexBuilder } from '../search/build-index';
import { searchIndexFiles } from '../search/index-format';
import { indexPage, type PageToIndex } from '../search/read-page';
import { bytesHash, type FileHashes } from './written-files';

/** What an index writer wrote: the build id, and each file's hash (the manifest as `index.json`, the others by name in the build's folder). */
export interface SearchIndexRecord {
  build: string;
  files: FileHashes;
}

/**
 * Writes the index into `dir`, each file through `writeText` (at once by default; the export pass
 * writes in the background, and lets its writes end before `finish`). With `previous`, the record
 * of the index now in `dir`, only changed files are written; without it `dir` is emptied first.
 */
export function createSearchIndexWriter(dir: string, writeText: (path: string, text: string) => void = writeFileSync, previous?: SearchIndexRecord) {
  const last = previous && existsSync(join(dir, previous.build)) ? previous : null;
  const pending = join(dir, 'pending');
  rmSync(last ? pending : dir, { recursive: true, force: true });
  mkdirSync(pending, { recursive: true });
  const builder = new SearchIndexBuilder();
  const files: FileHashes = {};
  const waiting: string[] = [];
  let written = 0;
  /** Writes `text` to `folder/name` unless the last index had the same bytes under that name. */
  const write = (folder: string, name: string, text: string): boolean => {
    files[name] = bytesHash(text);
    if (last?.files[name] === files[name]) return false;
    writeText(join(folder, name), text);
    written += 1;
    return true;
  };
  return {
    /** Indexes one page and writes its record (when it changed). */
    add(page: PageToIndex): void {
      const indexed = indexPage(page);
      const text = JSON.stringify(indexed.record);
      const name = searchIndexFiles.pageName(builder.add(indexed, text));
      if (write(pending, name, text)) waiting.push(name);
    },
    /**
     * Writes the shards and the manifest (every page's record must be written by then); answers
     * how many pages the index has, how many files were written, and the index's record.
     */
    finish(): { pages: number; files: number; record: SearchIndexRecord } {
      const { manifest, shards, wordLists } = builder.finish();
      const folder = join(dir, manifest.build);
      if (!last) renameSync(pending, folder);
      else {
        if (last.build !== manifest.build) renameSync(join(dir, last.build), folder);
        for (const name of waiting) renameSync(join(pending, name), join(folder, name));
        rmSync(pending, { recursive: true, force: true });
      }
      const inFolder = (path: string) => path.slice(manifest.build.length + 1);
      shards.forEach((shard, n) => write(folder, inFolder(searchIndexFiles.shard(manifest.build, n)), JSON.stringify(shard)));
      wordLists.forEach((list, n) => write(folder, inFolder(searchIndexFiles.words(manifest.build, n)), JSON.stringify(list)));
      write(dir, searchIndexFiles.manifest, JSON.stringify(manifest));
      for (const name of Object.keys(last?.files ?? {})) if (!(name in files)) rmSync(join(folder, name), { force: true });
      return { pages: manifest.pages, files: written, record: { build: manifest.build, files } };
    },
  };
}
