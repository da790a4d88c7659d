/**
 * A link that knows whether it leaves the site: internal routes go through Next's `Link`
 * (base path, trailing slash, client navigation) without the router's own prefetch, which
 * the navigation layer replaces; external ones open normally with a safe `rel`.
 */
import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isExternal, relFor } from '@/lib/urls';


interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isExternal(href) || href.startsWith('#')) {
    return (
      <a href={href} rel={relFor(href)} {...rest}>
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
