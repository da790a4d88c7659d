/**
 * Writing HTML as text, for the page body (`render-body.ts`) and the sidebar both on the server
 * and in the browser (`sidebar.ts`): escaping as React escapes, elements with their attributes in
 * the order given, links as the site writes them. Free of Node and DOM APIs, and small, since the
 * browser loads it with the sidebar.
 */
import { isExternal, relFor, siteHref } from '../urls';

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const UNSAFE = /[&<>"']/;

/** Text or an attribute value, escaped (the same five characters React escapes). */
export function escapeHtml(text: string): string {
  return UNSAFE.test(text) ? text.replace(/[&<>"']/g, (character) => ESCAPED[character]) : text;
}

/** Attributes, in order; `undefined`, `null` and `false` leave an attribute out. */
export type Attributes = Record<string, string | number | boolean | null | undefined>;

function attributeText(attributes: Attributes): string {
  let text = '';
  for (const name in attributes) {
    const value = attributes[name];
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
  return element('a', { ...attributes, href: pageHref(basePath, href) }, inner);
}

/** `siteHref`, remembered: a site's pages link to the same few thousand routes again and again. */
const hrefs = new Map<string, string>();
function pageHref(basePath: string, href: string): string {
  const key = `${basePath}\0${href}`;
  let written = hrefs.get(key);
  if (written === undefined) hrefs.set(key, (written = siteHref(basePath, href)));
  return written;
}
