/** Links to the previous and next docs in sidebar order. */
import type { PageLink } from '@/lib/route-data';
import { SiteLink } from './SiteLink';

export function PrevNext({ prev, next }: { prev: PageLink | null; next: PageLink | null }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {prev ? (
        <SiteLink href={prev.href} className="pagination-link pagination-prev" data-prefetch="view">
          <span className="pagination-sublabel">Previous</span>
          <span className="pagination-label">« {prev.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink href={next.href} className="pagination-link pagination-next" data-prefetch="view">
          <span className="pagination-sublabel">Next</span>
          <span className="pagination-label">{next.label} »</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
