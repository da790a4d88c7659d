/**
 * The sidebar's HTML: the server writes a page's sidebar with it (every top-level entry, the
 * page's own branch open), and the browser the children of a category opened on demand, so both
 * write the same markup. A category is a link to its first doc (it works without JavaScript) that
 * carries its key; with JavaScript the link opens and closes it (`components/body/sidebar-behaviour.ts`).
 */
import type { SidebarNode } from '../sidebar';
import { isExternal } from '../urls';
import { element, escapeHtml, icon, siteLink } from './html';

/** The attribute naming a category's key on its list item. */
export const CATEGORY_KEY_ATTRIBUTE = 'data-category';

/** Classes of a category's item and link, open or closed, on the page's branch or not. */
export function categoryClasses(open: boolean, onBranch: boolean): { item: string; link: string } {
  return {
    item: open ? 'menu-item menu-category open' : 'menu-item menu-category',
    link: onBranch ? 'menu-link menu-category-link active-branch' : 'menu-link menu-category-link',
  };
}

/**
 * The `<ul>` of `nodes` for the page at `route`. A category whose `items` are given is the
 * page's branch and is written open with them, unless `closedCategories` is set (the browser
 * writes the children of a category it opens that way, and opens them as the reader left them).
 */
export function sidebarListHtml(nodes: SidebarNode[], basePath: string, route: string, closedCategories = false): string {
  let items = '';
  for (const node of nodes) {
    if (node.type !== 'category') {
      const current = node.type === 'doc' && node.href === route;
      const mark = isExternal(node.href) ? element('span', { class: 'external-mark', 'aria-hidden': 'true' }, ' ↗') : '';
      items += element('li', { class: 'menu-item' }, siteLink(basePath, node.href, { class: 'menu-link', 'aria-current': current ? 'page' : undefined }, escapeHtml(node.label) + mark));
      continue;
    }
    const open = !closedCategories && node.items !== null;
    const classes = categoryClasses(open, open);
    const label = (node.icon ? icon(node.icon, 'menu-icon') : '') + escapeHtml(node.label);
    const link = siteLink(basePath, node.href ?? '#', { class: classes.link, 'aria-expanded': String(open) }, label);
    const children = open ? sidebarListHtml(node.items ?? [], basePath, route) : '';
    items += element('li', { class: classes.item, [CATEGORY_KEY_ATTRIBUTE]: node.key }, link + children);
  }
  return element('ul', { class: 'menu-list' }, items);
}
