'use client';
/**
 * Image zoom (medium-zoom) on the content's images. One zoom instance lives for the whole visit:
 * after load and after each change of page it detaches from the old images and, 1000 ms later,
 * attaches to the new ones, so every image has exactly one zoom. Hash-only changes keep the
 * current images. The zoom's state is mirrored on `<html data-zoom>` (closed, opening, open,
 * closing) for styles and tests.
 */
import mediumZoom, { type Zoom } from 'medium-zoom/dist/pure';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import {
  ZOOM_BACKGROUND,
  ZOOM_MARGIN_PX,
  ZOOM_SCROLL_OFFSET_PX,
  ZOOM_SETUP_DELAY_MS,
} from '@/lib/constants';

let zoom: Zoom | null = null;

function zoomInstance(): Zoom {
  if (zoom) return zoom;
  zoom = mediumZoom({ margin: ZOOM_MARGIN_PX, background: ZOOM_BACKGROUND, scrollOffset: ZOOM_SCROLL_OFFSET_PX });
  const root = document.documentElement;
  const setState = (state: string) => () => root.setAttribute('data-zoom', state);
  zoom.on('open', setState('opening'));
  zoom.on('opened', setState('open'));
  zoom.on('close', setState('closing'));
  zoom.on('closed', setState('closed'));
  root.setAttribute('data-zoom', 'closed');
  return zoom;
}

export function ImageZoom({ selector }: { selector: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const instance = zoomInstance();
    instance.close();
    instance.detach();
    const timer = setTimeout(() => instance.attach(selector), ZOOM_SETUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, selector]);
  return null;
}
