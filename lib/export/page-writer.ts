/**
 * The export pass's output: every file goes to disk in the background (`background-writes.ts`),
 * and only when its bytes changed since the last pass (`written-files.ts`); each page Next
 * rendered (or a template stamped for it) is finished once (`finishPage`) on its way there. It
 * collects what the later steps need: the files made, the startup chunks the pages load (they get
 * the compile hint), and each page's links outside its content.
 */
import type { SiteConfig } from '../config-types';
import { loaderFileName } from './defer-scripts';
import { fileUrl } from '../urls';
import { assembleNextPage } from './page';
import { WrittenFiles, type FileHashes } from './written-files';

export class PageWriter {
  /** Paths made this pass under the export, `/`-separated (written, or the same bytes already there). */
  readonly written = new Set<string>();
  /** Script URLs the finished pages start (the loader loads them). */
  readonly chunks = new Set<string>();
  /**
   * Each page's links outside its content, one per line: one new string per page, so that no
   * substring of a page's HTML (and with it the whole page) stays in memory until the link check.
   */
  readonly frameLinks = new Map<string, string>();
  /** Pages finished, and the milliseconds spent on them (read, splice, hand-over), for `bench/`. */
  finished = 0;
  pageMs = 0;
  /** The loader's file name under the export. */
  readonly loader = loaderFileName();
  /** The files of the export and the hash of each, against the last pass's. */
  readonly files: WrittenFiles;

  constructor(
    /** The export's folder. */
    readonly outDir: string,
    private readonly config: SiteConfig,
    /** The files the last pass over this `out/` wrote, or none after a fresh `next build`. */
    previous?: FileHashes,
  ) {
    this.files = new WrittenFiles(outDir, previous);
  }

  /** Starts writing a file of the export, unless the last pass wrote the same bytes. */
  write = (path: string, text: string | Buffer): void => {
    this.files.write(path, text);
    this.written.add(path);
  };

  /**
   * Finishes one page: the policy (with the API explorer's hosts when `endpoints`), the loader in
   * place of the startup scripts, and `body` in its slot (null for a page without one). Answers
   * the links of Next's part of the page.
   */
  finish(file: string, html: string, body: string | null, endpoints = false): string[] {
    const started = performance.now();
    const page = assembleNextPage(html, file, { config: this.config, body, endpoints, loaderSrc: fileUrl(this.config.basePath, this.loader) });
    page.sources.forEach((src) => this.chunks.add(src));
    this.write(file, page.html);
    this.pageMs += performance.now() - started;
    this.finished += 1;
    return page.links;
  }

  /** Starts writing a file by its full path, outside the export's hashes (the search index keeps its own). */
  writeAt = (fullPath: string, text: string): void => {
    this.files.writeAt(fullPath, text);
  };

  /** Resolves when another write may start: a big site's pages are never all in memory at once. */
  room(): Promise<void> {
    return this.files.room();
  }

  /** Resolves when every write has ended; rejects with the first that failed. */
  idle(): Promise<void> {
    return this.files.idle();
  }
}
