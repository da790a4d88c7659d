/**
 * Removes the router's per-segment prefetch files (`__next.*.txt`). The site never lets the router
 * prefetch (the navigation layer loads `index.txt` itself), so these files are never requested;
 * they were half of every page's bytes in `out/`.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SEGMENT_FILE = /^__next\..*\.txt$/;

/** Deletes the segment files under `dir`; returns how many bytes that saved. */
export function pruneSegmentPayloads(dir: string): number {
  let saved = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      if (name !== '_next') saved += pruneSegmentPayloads(path);
    } else if (SEGMENT_FILE.test(name)) {
      saved += stat.size;
      rmSync(path);
    }
  }
  return saved;
}
