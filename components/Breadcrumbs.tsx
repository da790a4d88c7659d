/** The sidebar categories above the current page, home first. */
import { SiteLink } from './SiteLink';

interface BreadcrumbsProps {
  items: { label: string; href: string | null }[];
  current: string;
}

export function Breadcrumbs({ items, current }: BreadcrumbsProps) {
  if (!items.length) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <SiteLink href="/" aria-label="Home page">
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M12 3 2 12h3v8h6v-6h2v6h6v-8h3L12 3z" />
            </svg>
          </SiteLink>
        </li>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <SiteLink href={item.href}>{item.label}</SiteLink> : <span>{item.label}</span>}</li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
