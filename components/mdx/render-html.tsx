/** Renders a compiled doc to the static HTML the page embeds. */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export function renderBodyHtml(element: unknown): string {
  return renderToStaticMarkup(element as ReactNode);
}
