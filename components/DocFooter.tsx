/** Below a doc: the "Edit this page" link and the "Last updated" date. */
import type { RouteData } from '@/lib/route-data';
import { relFor } from '@/lib/urls';
import { Icon } from './Icon';

export function DocFooter({ editUrl, lastUpdated }: Pick<RouteData, 'editUrl' | 'lastUpdated'>) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <footer className="doc-footer">
      {editUrl ? (
        <a href={editUrl} className="edit-link" rel={relFor(editUrl)}>
          <Icon name="edit" />
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
