/**
 * The navigation column: on desktop it holds the docs sidebar; below the breakpoint it becomes
 * the drawer the navbar's menu button opens, with the navbar links above the sidebar.
 */
import type { NavbarItem } from '@/lib/config-types';
import type { ReactNode } from 'react';
import { DRAWER_TOGGLE_ID } from '@/lib/constants';
import { NavbarLink } from './Navbar';

export function Drawer({ items, children }: { items: NavbarItem[]; children: ReactNode }) {
  return (
    <>
      <div className="drawer" id="docs-drawer">
        <div className="drawer-header">
          <span className="drawer-heading">Menu</span>
          <label htmlFor={DRAWER_TOGGLE_ID} className="drawer-close" title="Close menu">
            <span aria-hidden="true">×</span>
            <span className="sr-only">Close menu</span>
          </label>
        </div>
        <nav className="drawer-links" aria-label="Site links">
          {items.map((item) => (
            <NavbarLink key={item.href} item={item} withText />
          ))}
        </nav>
        {children}
      </div>
      <label htmlFor={DRAWER_TOGGLE_ID} className="drawer-backdrop" aria-hidden="true" />
    </>
  );
}
