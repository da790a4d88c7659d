/**
 * The top bar: logo and title (home), the search slot, the spec's links in order, the GitHub
 * icon, "Need help?" and the colour-mode switch. Below the desktop breakpoint its links move
 * into the drawer, which the menu button opens (a checkbox, so it works without JavaScript).
 */
import type { NavbarItem } from '@/lib/config-types';
import { DRAWER_TOGGLE_ID } from '@/lib/constants';
import type { ReactNode } from 'react';
import { SiteLink } from './SiteLink';
import { ThemeToggle } from './ThemeToggle';
import { Icon } from './Icon';

interface NavbarProps {
  title: string;
  items: NavbarItem[];
  search: ReactNode;
  /** `colorMode.disableSwitch`: no light/dark switch (the default mode is the only one). */
  themeSwitch: boolean;
  /** The site's home route, where the title leads. */
  home: string;
}

/** One navbar link; icon-only links carry their accessible name. */
function NavbarLink({ item }: { item: NavbarItem }) {
  return (
    <SiteLink
      href={item.href}
      className={item.icon ? 'navbar-link navbar-icon-link' : 'navbar-link'}
      {...(item.label ? {} : { 'aria-label': item.ariaLabel })}
    >
      {item.icon === 'github' ? <Icon name="github" /> : null}
      {item.label}
    </SiteLink>
  );
}

export function Navbar({ title, items, search, themeSwitch, home }: NavbarProps) {
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  return (
    <header className="navbar">
      <input type="checkbox" id={DRAWER_TOGGLE_ID} className="drawer-toggle" aria-label="Navigation menu" />
      <label htmlFor={DRAWER_TOGGLE_ID} className="navbar-menu-button" aria-hidden="true">
        <Icon name="menu" />
      </label>
      <SiteLink href={home} className="navbar-brand">
        <Icon name="logo" className="logo-mark" />
        <span className="navbar-title">{title}</span>
      </SiteLink>
      <div className="navbar-search">{search}</div>
      <nav className="navbar-links" aria-label="Main">
        {left.map((item) => (
          <NavbarLink key={item.href} item={item} />
        ))}
      </nav>
      <div className="navbar-right">
        {right.map((item) => (
          <NavbarLink key={item.href} item={item} />
        ))}
        {themeSwitch ? <ThemeToggle /> : null}
      </div>
    </header>
  );
}
