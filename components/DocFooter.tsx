/** Below a doc: the "Edit this page" link and the "Last updated" date. */
import type { RouteData } from '@/lib/route-data';

export function DocFooter({ editUrl, lastUpdated }: Pick<RouteData, 'editUrl' | 'lastUpdated'>) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <footer className="doc-footer">
      {editUrl ? (
        <a href={editUrl} className="edit-link" rel="noopener noreferrer">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M3 17.3V21h3.8l11-11.1-3.7-3.7L3 17.3zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.7L20.7 7z" />
          </svg>
          Edit this page
        </a>
      ) : (
        <span />
      )}
      {lastUpdated ? (
        <p className="last-updated">
          Last updated on <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
        </p>
      ) : null}
    </footer>
  );
}
