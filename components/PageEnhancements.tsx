'use client';
/**
 * Small behaviours on server-rendered markup, by delegation so no component needs its own
 * script: code copy buttons, the "Copy page" button, tabs, the table of contents' current
 * section, and closing the mobile drawer on navigation or Escape.
 */
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { COPIED_LABEL_MS, DRAWER_TOGGLE_ID } from '@/lib/constants';
import { copyPage } from './copy-page';
import { onTabClick, onTabKeyDown, restoreTabChoices } from './tabs-behaviour';

async function copyCode(button: HTMLButtonElement) {
  const code = button.closest('.code-block')?.querySelector('pre code, pre');
  if (!code) return;
  try {
    await navigator.clipboard.writeText(code.textContent ?? '');
    button.textContent = 'Copied';
    button.setAttribute('data-copied', '');
  } catch {
    button.textContent = 'Copy failed';
  }
  setTimeout(() => {
    button.textContent = 'Copy';
    button.removeAttribute('data-copied');
  }, COPIED_LABEL_MS);
}

/** Marks the TOC link of the last heading above the top fifth of the viewport. */
function watchTocHighlight(): () => void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc-desktop .toc-link')];
  if (!links.length) return () => undefined;
  const headings = links
    .map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))))
    .filter((heading): heading is HTMLElement => heading !== null);
  let frame = 0;
  const update = () => {
    frame = 0;
    const limit = window.innerHeight / 5;
    let current = headings[0];
    for (const heading of headings) if (heading.getBoundingClientRect().top <= limit) current = heading;
    for (const link of links) link.classList.toggle('active', current !== undefined && link.hash === `#${encodeURIComponent(current.id)}`);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    cancelAnimationFrame(frame);
  };
}

export function PageEnhancements() {
  const pathname = usePathname();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('button[data-copy-code]');
      if (button instanceof HTMLButtonElement) void copyCode(button);
      const pageButton = (event.target as Element | null)?.closest?.('button[data-copy-page]');
      if (pageButton instanceof HTMLButtonElement) void copyPage(pageButton);
      onTabClick(event);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      onTabKeyDown(event);
      const toggle = document.getElementById(DRAWER_TOGGLE_ID) as HTMLInputElement | null;
      if (event.key === 'Escape' && toggle?.checked) {
        toggle.checked = false;
        toggle.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  useEffect(() => {
    const toggle = document.getElementById(DRAWER_TOGGLE_ID) as HTMLInputElement | null;
    if (toggle) toggle.checked = false;
    restoreTabChoices();
    return watchTocHighlight();
  }, [pathname]);

  return null;
}
