'use client';
/** The navbar's light/dark switch. Icons follow `data-theme` in CSS, so the first paint is right. */
import { useTheme } from 'next-themes';
import { useEffect, useState } from 'react';
import { Icon } from './Icon';

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const current = mounted && resolvedTheme === 'dark' ? 'dark' : 'light';
  const target = current === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="navbar-icon-button theme-toggle"
      onClick={() => setTheme(target)}
      aria-label={`Switch to ${target} mode (currently ${current} mode)`}
      title={`Switch to ${target} mode`}
    >
      <Icon name="sun" className="icon-theme-light" />
      <Icon name="moon" className="icon-theme-dark" />
    </button>
  );
}
