/** A page outside the docs (not found, search): the navigation drawer and one content column. */
import type { ReactNode } from 'react';
import type { NavbarItem } from '@/lib/config-types';
import { Drawer } from './Drawer';

export function PlainPage({ navbarItems, className, children }: { navbarItems: NavbarItem[]; className?: string; children: ReactNode }) {
  return (
    <div className="doc-layout">
      <Drawer items={navbarItems} />
      <main id="main-content" className={className ? `doc-main ${className}` : 'doc-main'} tabIndex={-1}>
        <div className="doc-container">{children}</div>
      </main>
    </div>
  );
}
