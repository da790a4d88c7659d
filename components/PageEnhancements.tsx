'use client';
/**
 * Small behaviours on server-rendered markup, by delegation so no component needs its own
 * script: code copy buttons, the "Copy page" button, heading links, the writer components'
 * behaviours (`components/mdx/behaviours.ts`), the table of contents,
 * the endpoints' "Try it" buttons (`TryItHost` opens their panels), and closing the mobile drawer
 * on navigation or Escape.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { COPIED_LABEL_MS, DRAWER_TOGGLE_ID, HYDRATED_ATTRIBUTE } from '@/lib/constants';
import { copyPage } from './copy-page';
import { BODY_READY_EVENT } from './DocBody';
import { WRITER_BEHAVIOURS } from './mdx/behaviours';
import { buildTableOfContents, watchTocHighlight } from './table-of-contents-behaviour';
import { addTryItButtons } from './try-it/try-it-buttons';

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

/** Gives every heading of the body its "#" link (keyboard-reachable; shown on hover or focus). */
function addHeadingAnchors() {
  document.querySelectorAll<HTMLElement>('.markdown :is(h2, h3, h4, h5, h6)[id]').forEach((heading) => {
    if (heading.querySelector(':scope > .hash-link')) return;
    const anchor = document.createElement('a');
    anchor.className = 'hash-link';
    anchor.href = `#${encodeURIComponent(heading.id)}`;
    anchor.setAttribute('aria-label', 'Link to this section');
    anchor.textContent = '#';
    heading.append(anchor);
  });
}

/** Gives every code block its copy button (script-only, so it is not in the HTML). */
function addCopyButtons() {
  document.querySelectorAll('.code-block-body').forEach((body) => {
    if (body.querySelector('[data-copy-code]')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.dataset.copyCode = '';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.textContent = 'Copy';
    body.append(button);
  });
}

export function PageEnhancements() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    // The page's scripts start after its first paint (lib/script-loader.ts); this tells when they listen.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('button[data-copy-code]');
      if (button instanceof HTMLButtonElement) void copyCode(button);
      const pageButton = (event.target as Element | null)?.closest?.('button[data-copy-page]');
      if (pageButton instanceof HTMLButtonElement) void copyPage(pageButton);
      for (const behaviour of WRITER_BEHAVIOURS) behaviour.onClick?.(event);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      for (const behaviour of WRITER_BEHAVIOURS) behaviour.onKeyDown?.(event);
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
    // A route change closes the phone drawer; hydration does not (the reader may have opened it
    // before the scripts ran).
    if (shownPath.current !== pathname) {
      shownPath.current = pathname;
      const toggle = document.getElementById(DRAWER_TOGGLE_ID) as HTMLInputElement | null;
      if (toggle) toggle.checked = false;
    }
    let stopHighlight = () => undefined as void;
    const enhance = () => {
      for (const behaviour of WRITER_BEHAVIOURS) behaviour.onBodyShown?.();
      addCopyButtons();
      addTryItButtons();
      addHeadingAnchors();
      buildTableOfContents();
      stopHighlight();
      stopHighlight = watchTocHighlight();
    };
    enhance();
    window.addEventListener(BODY_READY_EVENT, enhance);
    return () => {
      window.removeEventListener(BODY_READY_EVENT, enhance);
      stopHighlight();
    };
  }, [pathname]);

  return null;
}
