/**
 * The environment our scripts give the `next build` and `next dev` they start: no telemetry, and
 * whether DocSearch is configured (`DOCS_DOCSEARCH`, which `next.config.mjs` hands to the search
 * button at compile time, so DocSearch is compiled only for a site that uses it).
 */
export function nextEnv(docSearch: boolean): NodeJS.ProcessEnv {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCS_DOCSEARCH: docSearch ? '1' : '0' };
}
