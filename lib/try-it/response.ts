/** How the panel shows a response: its body pretty-printed when it is JSON, its headers sorted. */

/** The body as the panel shows it: JSON indented by two spaces, anything else as it came. */
export function prettyBody(text: string, contentType: string | null): string {
  const looksJson = /\bjson\b/i.test(contentType ?? '') || /^\s*[[{]/.test(text);
  if (!looksJson || !text.trim()) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** Response headers as name–value pairs, by name. */
export function sortedHeaders(headers: Iterable<[string, string]>): [string, string][] {
  return [...headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `200 OK · 35 ms`: the status line the panel shows. */
export function statusLine(status: number, statusText: string, ms: number): string {
  return `${status}${statusText ? ` ${statusText}` : ''} · ${Math.round(ms)} ms`;
}
