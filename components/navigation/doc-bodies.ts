/**
 * Doc bodies travel outside the page payload: in the HTML on a first visit, and as a fragment
 * file (`route/index.body.txt`) for client navigations. This cache holds the ones this visit
 * has seen, so a page renders its body at once when the router shows it (back/forward too).
 */
const bodies = new Map<string, string>();
const loading = new Map<string, Promise<string>>();

/** The body for `src` if this visit has it. */
export function bodyFor(src: string): string | undefined {
  return bodies.get(src);
}

/** Keeps a body read from the page's own HTML (first visit), so later visits to it need no fetch. */
export function rememberBody(src: string, html: string) {
  bodies.set(src, html);
}

/** Fetches a body fragment once; a failure is forgotten so Retry refetches. */
export function loadBody(src: string, fetchImpl: typeof fetch): Promise<string> {
  const known = bodies.get(src);
  if (known !== undefined) return Promise.resolve(known);
  let load = loading.get(src);
  if (!load) {
    load = fetchImpl(src, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`The server answered HTTP ${response.status} for ${src}.`);
      const html = await response.text();
      bodies.set(src, html);
      return html;
    });
    load.finally(() => loading.delete(src)).catch(() => undefined);
    loading.set(src, load);
  }
  return load;
}

/** Forgets a body, so the next load fetches it again (the dev server, after an edit). */
export function forgetBody(src: string) {
  bodies.delete(src);
}
