/**
 * The navigation column: on desktop it holds the docs sidebar; below the breakpoint it becomes
 * the drawer the navbar's menu button opens. The navbar's own links then sit at the top of the
 * drawer (CSS places them there), so they are not written into every page twice.
 */
import type { ReactNode } from 'react';
import { DRAWER_TOGGLE_ID } from '@/lib/constants';

export function Drawer({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="drawer" id="docs-drawer">
        {children}
      </div>
      <label htmlFor={DRAWER_TOGGLE_ID} className="drawer-backdrop" aria-hidden="true" />
    </>
  );
}
