/** The sidebar categories above the current page, home first. */
import { SiteLink } from './SiteLink';
import { Icon } from './Icon';

interface BreadcrumbsProps {
  items: { label: string; href: string | null }[];
  current: string;
  /** The site's home route. */
  home: string;
}

export function Breadcrumbs({ items, current, home }: BreadcrumbsProps) {
  if (!items.length) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <SiteLink href={home} aria-label="Home page">
            <Icon name="home" />
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
