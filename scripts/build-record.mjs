/**
 * What a build records about itself in the folder it wrote, for `npm start` to serve it as built:
 * its base path. A dot-file read by the server only; no page refers to it, so a reader's browser
 * never asks for it, and it holds nothing that changes between two builds of the same site (the
 * incremental and the cold `out/` stay byte for byte the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_RECORD_FILE = '.airy-docs-build.json';

/** Writes the record into `dir`. */
export function writeBuildRecord(dir, record) {
  writeFileSync(join(dir, BUILD_RECORD_FILE), `${JSON.stringify({ basePath: record.basePath })}\n`);
}

/** The record a build left in `dir`, or null (a folder built before records, or not by this project). */
export function readBuildRecord(dir) {
  try {
    const record = JSON.parse(readFileSync(join(dir, BUILD_RECORD_FILE), 'utf8'));
    return typeof record.basePath === 'string' ? record : null;
  } catch {
    return null;
  }
}
