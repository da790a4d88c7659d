/**
 * Under a doc's title: "Copy page" copies the page as Markdown (its `.md` copy, fetched on
 * click by the delegated handler in `copy-page.ts`), and a plain link opens that copy. The button
 * needs JavaScript, so it shows only on scripted pages; the link always works.
 */
import { Icon } from './Icon';

export function PageActions({ markdownHref }: { markdownHref: string }) {
  return (
    <div className="page-actions">
      <button type="button" className="page-action js-only" data-copy-page={markdownHref}>
        <Icon name="copy" />
        <span data-copy-label aria-live="polite">
          Copy page
        </span>
      </button>
      <a className="page-action" href={markdownHref} type="text/markdown">
        <Icon name="markdown" />
        View as Markdown
      </a>
    </div>
  );
}
