/**
 * Writing HTML as text, for the page body (`render-body.ts`) and the sidebar both on the server
 * and in the browser (`sidebar.ts`): escaping as React escapes, elements with their attributes in
 * the order given, links as the site writes them. Free of Node and DOM APIs, and small, since the
 * browser loads it with the sidebar.
 */
import { isExternal, relFor, siteHref } from '../urls';

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text or an attribute value, escaped (the same five characters React escapes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPED[character]);
}

/** Attributes, in order; `undefined`, `null` and `false` leave an attribute out. */
export type Attributes = Record<string, string | number | boolean | null | undefined>;

function attributeText(attributes: Attributes): string {
  let text = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    text += value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return text;
}

/** An element with its (already written) inner HTML. */
export function element(name: string, attributes: Attributes, inner = ''): string {
  return `<${name}${attributeText(attributes)}>${inner}</${name}>`;
}

/** An interface icon, painted by CSS (`app/styles/icons.css`); always decorative. */
export function icon(name: string, className?: string): string {
  return element('span', { class: `icon icon-${name}${className ? ` ${className}` : ''}`, 'aria-hidden': 'true' });
}

/**
 * A link as the site writes it: a page of the site gets the base path and its trailing slash; a
 * link that leaves the site gets a safe `rel`. `attributes` come before the address.
 */
export function siteLink(basePath: string, href: string, attributes: Attributes, inner: string): string {
  if (isExternal(href) || href.startsWith('#')) return element('a', { href, rel: relFor(href), ...attributes }, inner);
  return element('a', { ...attributes, href: siteHref(basePath, href) }, inner);
}
