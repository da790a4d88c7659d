/** What `npm run dev` and the navigation layer ask `next dev` (assumptions `dev-payload-request`, `dev-frame-prop`); no Node module, so the browser's code may import it. */

/** Where `next dev` renders a page's payload on request (assumption `dev-payload-request`), and the header it needs. */
export function devPayloadRequest(pathname: string): { url: string; headers: Record<string, string> } {
  return { url: `${pathname}?_rsc`, headers: { RSC: '1' } };
}

/** What `next dev`'s payload holds once it renders frame `version` (assumption `dev-frame-prop`). */
export function devFrameMarker(version: string): string {
  return `"data-dev-frame":"${version}"`;
}
