/**
 * The one inline script in `<head>`, run before the first paint and before React:
 * strips a trailing `/index.html` from the address (the spec's rule, so the router and the
 * sidebar see the real route) and marks the document as scripted for `.js-only` styles.
 */
export function headScript(): string {
  return [
    'var l=location,p=l.pathname;',
    "if(/\\/index\\.html$/.test(p))history.replaceState(history.state,'',p.replace(/index\\.html$/,'')+l.search+l.hash);",
    "document.documentElement.classList.add('js');",
  ].join('');
}
