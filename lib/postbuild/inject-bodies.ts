/**
 * Puts each doc body into its exported page and beside it as `index.body.txt`. The page payload
 * leaves the body out (it would double every page's weight), so the HTML gets it here, once.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BODY_FILE } from '../payload';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fills the empty `<div … data-doc-body="SRC" …></div>` in `html` with `body`; null when the slot is missing. */
export function fillBodySlot(html: string, src: string, body: string): string | null {
  const attribute = `data-doc-body="${escapeAttribute(src)}"`;
  const at = html.indexOf(attribute);
  if (at < 0) return null;
  const end = html.indexOf('></div>', at);
  const close = html.indexOf('>', at);
  if (end < 0 || close !== end) return null;
  const insertAt = end + 1;
  return html.slice(0, insertAt) + body + html.slice(insertAt);
}

export interface BodyPage {
  /** Folder of the page under `out/` (`cli/usage`, or `` for the home page). */
  folder: string;
  /** The body's URL, as the page's DocBody names it. */
  src: string;
  body: string;
}

/** Injects every body; returns the folders whose page had no slot (a build bug). */
export function injectBodies(outDir: string, pages: BodyPage[]): string[] {
  const missing: string[] = [];
  for (const page of pages) {
    const file = join(outDir, page.folder, 'index.html');
    const filled = existsSync(file) ? fillBodySlot(readFileSync(file, 'utf8'), page.src, page.body) : null;
    if (filled === null) {
      missing.push(page.folder || '/');
      continue;
    }
    writeFileSync(file, filled);
    writeFileSync(join(outDir, page.folder, BODY_FILE), page.body);
  }
  return missing;
}
