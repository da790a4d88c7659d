/** Files of Next's export and build the export pass relies on or removes (`segment-prefetch-files`, `prerendered-frame`). */

const SEGMENT_FILE = /^__next\..*\.txt$/;

/** Next's own copy of a page's exported HTML, relative to `.next/server/app` (assumption `prerendered-frame`). */
export function prerenderedFrameFile(route: string): string {
  return `${route === '/' ? 'index' : route.replace(/^\/+|\/+$/g, '')}.html`;
}

/** The folder of Next's prerendered pages, relative to the project root. */
export const PRERENDERED_FRAMES_DIR = '.next/server/app';

/** True for a per-segment prefetch file of the router. */
export function isSegmentFile(name: string): boolean {
  return SEGMENT_FILE.test(name);
}
