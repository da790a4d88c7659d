/**
 * The record of the last build (`.cache/build/record.json`): what each stage (`stages.ts`)
 * produced, and from what. It copies nothing big: each doc's render and each template page stay in
 * their content-addressed stores under `.cache/build/`, named here by key; Next's pages stay in
 * `out/` and `.next/server/app`, where it left them. The next build reads it to skip `next build`
 * and to finish again only the pages whose key changed; `npm run build -- --clean` removes it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportRecord } from '../export/export-site';
import { RECORD_FILE } from './stages';

/** Bumped when the record's shape changes: a record of another shape is no record. */
const RECORD_SHAPE = 2;

export interface BuildRecord {
  shape: typeof RECORD_SHAPE;
  /** The model: each doc's render, by doc id, as its key in the render cache. */
  model: { renders: Record<string, string> };
  /** The frame Next read, by its version (`frameVersionOf`). */
  frame: string;
  /**
   * `next build`: a hash of everything it read (`nextInputsHash`), and the stamp of the `out/`
   * the build left, so an `out/` replaced since is not taken for Next's output.
   */
  next: { inputs: string; outStamp: number };
  /** The export pass: a key of each page it finished, the hash of each file it wrote, the search index's record, and the template pages it kept. */
  export: ExportRecord;
  /** A key of what the MCP server's bundle in `out/` was made from (its code and the site's address). */
  mcp: string;
}

/** The record of the last build in this checkout, or null (none, or of another shape). */
export function readRecord(projectRoot: string): BuildRecord | null {
  try {
    const record = JSON.parse(readFileSync(join(projectRoot, RECORD_FILE), 'utf8')) as BuildRecord;
    return record.shape === RECORD_SHAPE ? record : null;
  } catch {
    return null;
  }
}

/** Writes the record of this build (under a temporary name, then renamed: a build that stops midway leaves the last one). */
export function writeRecord(projectRoot: string, record: Omit<BuildRecord, 'shape'>): void {
  const file = join(projectRoot, RECORD_FILE);
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify({ shape: RECORD_SHAPE, ...record }));
  renameSync(temporary, file);
}
