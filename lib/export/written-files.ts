/**
 * The files the export pass writes, each with a hash of the bytes it was last written with (kept in
 * the build's record), so that a build after one edit writes only the files whose bytes change: on
 * this machine's disks a write costs far more than the hash of its text (bench/README.md,
 * *Incremental builds*). A file the last build wrote and this one no longer makes (a deleted doc's
 * page) is removed, so an incremental `out/` is the cold build's, byte for byte.
 */
import { createHash } from 'node:crypto';
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { backgroundWrites } from './background-writes';

/** Each file the export wrote, by path under the export, as the hash of its bytes. */
export type FileHashes = Record<string, string>;

/** A short hash of a file's bytes (not a security boundary: it only tells a changed file from an unchanged one). */
export const bytesHash = (text: string | Buffer) => createHash('sha1').update(text).digest('base64url');

export class WrittenFiles {
  /** The hashes of this pass: every file written or kept. */
  readonly hashes: FileHashes = {};
  /** Files whose bytes changed and were written. */
  written = 0;
  private readonly writes = backgroundWrites();

  constructor(
    private readonly outDir: string,
    /** The hashes of the last pass over the same `out/`, or none after a fresh `next build`. */
    private readonly previous: FileHashes = {},
  ) {}

  /** Starts writing `path` (under the export) unless the last pass wrote the same bytes there. */
  write(path: string, text: string | Buffer): void {
    const hash = bytesHash(text);
    this.hashes[path] = hash;
    if (this.previous[path] === hash) return;
    this.written += 1;
    this.writes.write(join(this.outDir, path), text);
  }

  /** Starts writing a file by its full path, always, outside the hashes (a writer that keeps its own). */
  writeAt(fullPath: string, text: string): void {
    this.writes.write(fullPath, text);
  }

  /** Keeps a file the last pass wrote, unchanged (a page whose inputs did not change). Answers whether it had one. */
  keep(path: string): boolean {
    const hash = this.previous[path];
    if (hash !== undefined) this.hashes[path] = hash;
    return hash !== undefined;
  }

  /** Removes the files the last pass wrote that this one neither wrote nor kept, and the folders they leave empty. */
  removeLeftOver(): string[] {
    const removed = Object.keys(this.previous).filter((path) => !(path in this.hashes));
    for (const path of removed) {
      rmSync(join(this.outDir, path), { force: true });
      removeEmptyFolders(this.outDir, dirname(path));
    }
    return removed;
  }

  /** Resolves when another write may start. */
  room(): Promise<void> {
    return this.writes.room();
  }

  /** Resolves when every write has ended; rejects with the first that failed. */
  idle(): Promise<void> {
    return this.writes.idle();
  }
}

/** Removes `folder` (under `root`) and its parents while they are empty. */
function removeEmptyFolders(root: string, folder: string) {
  for (let at = folder; at !== '.' && at !== ''; at = dirname(at)) {
    const path = join(root, at);
    try {
      if (readdirSync(path).length) return;
      rmdirSync(path);
    } catch {
      return;
    }
  }
}
