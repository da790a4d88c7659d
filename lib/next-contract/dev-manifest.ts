/** What `npm run dev` reads of `next dev`'s files (assumption `dev-static-params`). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `next dev` writes the static paths it last loaded (assumption `dev-static-params`), relative to the project root. */
export const DEV_PRERENDER_MANIFEST = join('.next', 'dev', 'prerender-manifest.json');

/** The routes `next dev` last loaded as a page's static params (`/cli/usage`, base path left out), or none while it has loaded none. */
export function devStaticRoutes(projectRoot: string): Set<string> {
  try {
    return new Set(Object.keys((JSON.parse(readFileSync(join(projectRoot, DEV_PRERENDER_MANIFEST), 'utf8')) as { routes: Record<string, unknown> }).routes));
  } catch {
    return new Set();
  }
}
