/**
 * Files written in the background: the export pass hands each file over and goes on with the next
 * page while libuv's threads write it. Writing was most of the pass's time on a slow disk (profiled:
 * bench/README.md), and the other core is free by then. A few writes are in
 * flight at a time (`room`), so a big site's pages are never all held in memory at once.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** How many writes may be in flight before the pass waits. */
const IN_FLIGHT = 32;

export interface BackgroundWrites {
  /** Starts writing `text` to `path` (after making its folder, in the background too). */
  write(path: string, text: string | Buffer): void;
  /** Resolves when another write may start. */
  room(): Promise<void>;
  /** Resolves when every write has ended; rejects with the first that failed. */
  idle(): Promise<void>;
}

export function backgroundWrites(): BackgroundWrites {
  const inFlight = new Set<Promise<void>>();
  const folders = new Map<string, Promise<unknown>>();
  let failure: Error | null = null;
  const folderOf = (path: string) => {
    const folder = dirname(path);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = mkdir(folder, { recursive: true })));
    return made;
  };
  return {
    write(path, text) {
      const done: Promise<void> = folderOf(path).then(() => writeFile(path, text)).then(
        () => void inFlight.delete(done),
        (error: Error) => {
          inFlight.delete(done);
          failure ??= error;
        },
      );
      inFlight.add(done);
    },
    async room() {
      while (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    },
    async idle() {
      await Promise.all(inFlight);
      if (failure) throw failure;
    },
  };
}
