'use client';
/**
 * The doc body. Its HTML is not in the page payload: the exported page carries it (a post-build
 * step fills this element), and client navigations fetch it beside the payload. On hydration the
 * component reads its own HTML back, so React keeps the server markup untouched.
 */
import { useEffect, useState } from 'react';
import { bodyFor, forgetBody, loadBody, rememberBody } from './navigation/doc-bodies';
import { BODY_CHANGED_EVENT, DOC_BODY_ATTRIBUTE } from '@/lib/constants';

/** Dispatched on window when a body is in the page, so the page script can enhance it. */
export const BODY_READY_EVENT = 'docs:body-ready';

function initialBody(src: string): string | null {
  const known = bodyFor(src);
  if (known !== undefined) return known;
  if (typeof document === 'undefined') return '';
  const element = document.querySelector(`[${DOC_BODY_ATTRIBUTE}="${CSS.escape(src)}"]`);
  if (!element) return null;
  rememberBody(src, element.innerHTML);
  return element.innerHTML;
}

export function DocBody({ bodySrc }: { bodySrc: string }) {
  const [html, setHtml] = useState(() => initialBody(bodySrc));
  const [failed, setFailed] = useState<string | null>(null);

  // Under `npm run dev` an edit of the doc reloads its body in place (the page keeps its state and scroll).
  useEffect(() => {
    if (process.env.NODE_ENV !== 'development') return;
    const onChange = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== bodySrc) return;
      forgetBody(bodySrc);
      loadBody(bodySrc, fetch.bind(window)).then(setHtml, (error: Error) => setFailed(error.message));
    };
    window.addEventListener(BODY_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(BODY_CHANGED_EVENT, onChange);
  }, [bodySrc]);

  useEffect(() => {
    if (html) window.dispatchEvent(new Event(BODY_READY_EVENT));
  }, [html]);

  useEffect(() => {
    if (html !== null) return;
    loadBody(bodySrc, fetch.bind(window)).then(setHtml, (error: Error) => setFailed(error.message));
  }, [bodySrc, html]);

  if (failed) {
    return (
      <p className="markdown" role="alert">
        This page&apos;s content could not be loaded ({failed}). <a href="">Reload the page</a>.
      </p>
    );
  }
  return (
    <div
      className="markdown"
      {...{ [DOC_BODY_ATTRIBUTE]: bodySrc }}
      data-search-body=""
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
      suppressHydrationWarning
    />
  );
}
