/** Where the build step writes what the pages read, and how the pages read it. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BODY_FILE } from './payload';
import type { SiteData } from './site-data';

/** Path of the site data, relative to the project root. */
export const SITE_DATA_FILE = join('.generated', 'site-data.json');

/** Folder of the rendered doc bodies (`<id>.html`), relative to the project root. */
export const DOC_HTML_DIR = join('.generated', 'html');

/** URL of a doc's body fragment in the export: `{base}{route}/index.body.txt`. */
export function bodySrcFor(basePath: string, route: string): string {
  return `${basePath}${route === '/' ? '' : `${route.slice(1)}/`}${BODY_FILE}`;
}

/** The rendered body of doc `id`, as written by the build step. */
export function readDocHtml(id: string, projectRoot: string = process.cwd()): string {
  return readFileSync(join(projectRoot, DOC_HTML_DIR, `${id}.html`), 'utf8');
}

let cached: { mtimeMs: number; data: SiteData } | null = null;

/**
 * The site data written by `scripts/prepare.ts`. Read once per build worker; re-read when the
 * file changes, so `npm run dev` picks up content edits.
 */
export function readSiteData(projectRoot: string = process.cwd()): SiteData {
  const path = join(projectRoot, SITE_DATA_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    throw new Error(`${SITE_DATA_FILE} is missing: run \`npm run prepare-content\` (npm run build and npm run dev do it for you)`);
  }
  if (!cached || cached.mtimeMs !== mtimeMs) {
    cached = { mtimeMs, data: JSON.parse(readFileSync(path, 'utf8')) as SiteData };
  }
  return cached.data;
}
