/**
 * How `npm start` should serve a built folder, written there by the build: its base path. (The
 * build's incremental record is another thing, `lib/site/build-record.ts`, kept in `.cache/`.)
 * A dot-file read by the server only; no page refers to it, so a reader's browser never asks for it, and it holds nothing that changes between two builds of the same site (the
 * incremental and the cold `out/` stay byte for byte the same).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SERVE_SETTINGS_FILE = '.airy-docs-build.json';

/** Writes the settings into `dir`, unless the file there already says the same (an incremental build writes only what changed). */
export function writeServeSettings(dir, settings) {
  const file = join(dir, SERVE_SETTINGS_FILE);
  const text = `${JSON.stringify({ basePath: settings.basePath })}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileSync(file, text);
}

/** The settings a build left in `dir`, or null (a folder built before them, or not by this project). */
export function readServeSettings(dir) {
  try {
    const settings = JSON.parse(readFileSync(join(dir, SERVE_SETTINGS_FILE), 'utf8'));
    return typeof settings.basePath === 'string' ? settings : null;
  } catch {
    return null;
  }
}
