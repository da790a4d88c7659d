'use client';
/**
 * Image zoom (medium-zoom) on the content's images. One zoom instance lives for the whole visit:
 * on each change of page it detaches from the old images and, 1000 ms later, attaches to the new
 * ones, so every image has exactly one zoom. Hash-only changes keep the current images. The
 * library is fetched only when a page has images to zoom. The zoom's state is mirrored on
 * `<html data-zoom>` (closed, opening, open, closing) for styles and tests.
 */
import type { Zoom } from 'medium-zoom';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import {
  ZOOM_BACKGROUND,
  ZOOM_MARGIN_PX,
  ZOOM_SCROLL_OFFSET_PX,
  ZOOM_SETUP_DELAY_MS,
} from '@/lib/constants';

let zoom: Promise<Zoom> | null = null;

function zoomInstance(): Promise<Zoom> {
  zoom ??= import('medium-zoom/dist/pure').then(({ default: mediumZoom }) => {
    const instance = mediumZoom({ margin: ZOOM_MARGIN_PX, background: ZOOM_BACKGROUND, scrollOffset: ZOOM_SCROLL_OFFSET_PX });
    const root = document.documentElement;
    const setState = (state: string) => () => root.setAttribute('data-zoom', state);
    instance.on('open', setState('opening'));
    instance.on('opened', setState('open'));
    instance.on('close', setState('closing'));
    instance.on('closed', setState('closed'));
    return instance;
  });
  return zoom;
}

export function ImageZoom({ selector }: { selector: string }) {
  const pathname = usePathname();
  useEffect(() => {
    document.documentElement.setAttribute('data-zoom', 'closed');
    if (zoom) {
      void zoom.then((instance) => {
        instance.close();
        instance.detach();
      });
    }
    const timer = setTimeout(() => {
      if (document.querySelector(selector)) void zoomInstance().then((instance) => instance.attach(selector));
    }, ZOOM_SETUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, selector]);
  return null;
}
