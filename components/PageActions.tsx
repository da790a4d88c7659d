/**
 * Under a doc's title: "Copy page" copies the page as Markdown (its `.md` copy, fetched on
 * click by the delegated handler in `copy-page.ts`), and a plain link opens that copy. The button
 * needs JavaScript, so it shows only on scripted pages; the link always works.
 */
export function PageActions({ markdownHref }: { markdownHref: string }) {
  return (
    <div className="page-actions">
      <button type="button" className="page-action js-only" data-copy-page={markdownHref}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
        <span data-copy-label aria-live="polite">
          Copy page
        </span>
      </button>
      <a className="page-action" href={markdownHref} type="text/markdown">
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v10h16V7H4zm2 8V9h2l2 2.5L12 9h2v6h-2v-3.2l-2 2.5-2-2.5V15H6zm11-6h2v3h1.5L18 15l-2.5-3H17V9z"
          />
        </svg>
        View as Markdown
      </a>
    </div>
  );
}
