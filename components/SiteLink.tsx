/**
 * A link that knows whether it leaves the site: internal routes go through Next's `Link`
 * (base path, trailing slash, client navigation) without the router's own prefetch, which
 * the navigation layer replaces; external ones open normally with a safe `rel`.
 */
import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for links that leave the site (`https:`, `mailto:`, protocol-relative). */
export function isExternalHref(href: string): boolean {
  return EXTERNAL.test(href);
}

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isExternalHref(href) || href.startsWith('#')) {
    const rel = isExternalHref(href) && !href.startsWith('mailto:') ? 'noopener noreferrer' : undefined;
    return (
      <a href={href} rel={rel} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} {...rest}>
      {children}
    </Link>
  );
}
