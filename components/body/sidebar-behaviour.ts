/**
 * The sidebar's behaviour on the markup the server wrote (`lib/body/sidebar.ts`): a category's
 * link opens and closes it, fetching its section's tree the first time; the desktop sidebar
 * collapses to a strip; and what the reader did outlives the page. Each page's body comes with a
 * sidebar of its own (its branch open), so on every page this state is applied to it again:
 * categories the reader opened stay open (their children from the page that showed them, or from
 * the section's tree), one closed on this page stays closed, and the scroll position is kept.
 */
import { CATEGORY_KEY_ATTRIBUTE, categoryClasses, sidebarListHtml } from '@/lib/body/sidebar';
import { element } from '@/lib/body/html';
import type { SidebarNode } from '@/lib/sidebar';
import { siteHref, sidebarSectionsUrl } from '@/lib/urls';

const state = {
  /** Keys of categories shown open: the reader opened them, or a page showed them as its branch. */
  open: new Set<string>(),
  /** Keys the reader closed, with the route they were on: the current page's branch reopens elsewhere. */
  closed: new Map<string, string>(),
  /** The children's HTML of categories seen open on earlier pages, by key. */
  known: new Map<string, string>(),
  /** Full trees of top-level categories, by key, once fetched. */
  trees: new Map<string, SidebarNode[]>(),
  loading: new Set<string>(),
  failed: new Set<string>(),
  hidden: false,
  scrollTop: 0,
};

/** The sidebar on screen and the page it belongs to. */
let shown: { nav: HTMLElement; route: string; basePath: string } | null = null;

const CATEGORY = `li[${CATEGORY_KEY_ATTRIBUTE}]`;
const keyOf = (item: Element) => item.getAttribute(CATEGORY_KEY_ATTRIBUTE) ?? '';
const topKeyOf = (key: string) => key.split('/')[0];
const linkOf = (item: Element) => item.querySelector(':scope > a') as HTMLAnchorElement;

function findItems(nodes: SidebarNode[], key: string): SidebarNode[] | null {
  for (const node of nodes) {
    if (node.type !== 'category') continue;
    if (node.key === key) return node.items;
    const inner = findItems(node.items ?? [], key);
    if (inner) return inner;
  }
  return null;
}

/** The HTML of a category's children if this visit knows them. */
function childrenHtml(key: string): string | null {
  const known = state.known.get(key);
  if (known !== undefined) return known;
  const tree = state.trees.get(topKeyOf(key));
  const items = tree && (key === topKeyOf(key) ? tree : findItems(tree, key));
  return items && shown ? sidebarListHtml(items, shown.basePath, shown.route, true) : null;
}

/** Marks the current page's link, and the categories above it as its branch, in HTML from another page. */
function markCurrent(list: Element) {
  if (!shown) return;
  const here = siteHref(shown.basePath, shown.route);
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a.menu-link')) {
    const current = !link.hasAttribute('aria-expanded') && new URL(link.href).pathname === here;
    if (current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  for (const item of list.querySelectorAll(CATEGORY)) {
    linkOf(item).classList.toggle('active-branch', item.querySelector('a[aria-current="page"]') !== null);
  }
}

function statusHtml(topKey: string): string {
  if (state.failed.has(topKey)) {
    return element('p', { class: 'menu-status', role: 'alert' }, `Could not load this section. ${element('button', { type: 'button', class: 'link-button', 'data-sidebar-retry': topKey }, 'Retry')}`);
  }
  return element('p', { class: 'menu-status' }, 'Loading…');
}

/** Shows a category open or closed as the state says, with its children, or their status while they load. */
function applyCategory(item: Element) {
  const key = keyOf(item);
  const open = state.open.has(key);
  const link = linkOf(item);
  item.className = categoryClasses(open, false).item;
  link.setAttribute('aria-expanded', String(open));
  item.querySelector(':scope > .menu-status')?.remove();
  const list = item.querySelector(':scope > ul');
  if (!open) return list?.remove();
  if (list) return list.querySelectorAll(CATEGORY).forEach(applyCategory);
  const html = childrenHtml(key);
  if (html === null) {
    item.insertAdjacentHTML('beforeend', statusHtml(topKeyOf(key)));
    // A section whose fetch failed waits for its Retry button.
    if (!state.failed.has(topKeyOf(key))) void loadTree(topKeyOf(key));
    return;
  }
  item.insertAdjacentHTML('beforeend', html);
  const inserted = item.lastElementChild!;
  markCurrent(inserted);
  inserted.querySelectorAll(`:scope > ${CATEGORY}`).forEach(applyCategory);
}

function applyAll() {
  shown?.nav.querySelectorAll(`:scope > ul > ${CATEGORY}`).forEach(applyCategory);
}

/** Fetches a top-level category's tree once; a failure can be retried. */
async function loadTree(topKey: string) {
  if (!shown || state.trees.has(topKey) || state.loading.has(topKey)) return;
  state.loading.add(topKey);
  state.failed.delete(topKey);
  applyAll();
  try {
    const response = await fetch(`${sidebarSectionsUrl(shown.basePath)}${topKey}.json`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    state.trees.set(topKey, (await response.json()) as SidebarNode[]);
  } catch (error) {
    console.warn(`Could not load the sidebar section ${topKey}:`, error);
    state.failed.add(topKey);
  }
  state.loading.delete(topKey);
  applyAll();
}

function applyHidden(sidebar: Element) {
  sidebar.classList.toggle('sidebar-hidden', state.hidden);
  const button = sidebar.querySelector('.sidebar-hide-button');
  if (!button) return;
  const label = state.hidden ? 'Expand sidebar' : 'Collapse sidebar';
  button.setAttribute('aria-label', label);
  button.setAttribute('title', label);
  button.innerHTML = element('span', { class: `icon icon-chevron-${state.hidden ? 'right' : 'left'}`, 'aria-hidden': 'true' });
}

function onClick(event: MouseEvent) {
  const target = event.target as Element;
  const sidebar = event.currentTarget as Element;
  const retry = target.closest('[data-sidebar-retry]');
  if (retry) return void loadTree(retry.getAttribute('data-sidebar-retry')!);
  if (target.closest('.sidebar-hide-button')) {
    state.hidden = !state.hidden;
    return applyHidden(sidebar);
  }
  const link = target.closest('a.menu-category-link');
  const item = link?.parentElement;
  if (!link || !item || !shown || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const key = keyOf(item);
  if (state.open.has(key)) {
    state.open.delete(key);
    state.closed.set(key, shown.route);
  } else {
    state.open.add(key);
    state.closed.delete(key);
  }
  applyCategory(item);
}

/**
 * Takes over the sidebar in a page body just put on screen, for the page at `route`; answers
 * the cleanup. `basePath` is the site's (`/` or `/docs/core/`).
 */
export function attachSidebar(body: Element, route: string, basePath: string): () => void {
  const sidebar = body.querySelector('.sidebar');
  const nav = sidebar?.querySelector<HTMLElement>('nav');
  if (!sidebar || !nav) return () => undefined;
  // The page's own branch is open as the server wrote it: remember its children, and open it
  // unless the reader closed it on this very page.
  for (const item of nav.querySelectorAll(CATEGORY)) {
    const list = item.querySelector(':scope > ul');
    if (!list || !linkOf(item).classList.contains('active-branch')) continue;
    state.known.set(keyOf(item), list.outerHTML);
    if (state.closed.get(keyOf(item)) !== route) state.open.add(keyOf(item));
  }
  shown = { nav, route, basePath };
  applyAll();
  applyHidden(sidebar);
  if (state.scrollTop) nav.scrollTop = state.scrollTop;
  else nav.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  const onScroll = () => (state.scrollTop = nav.scrollTop);
  nav.addEventListener('scroll', onScroll, { passive: true });
  sidebar.addEventListener('click', onClick as EventListener);
  return () => {
    nav.removeEventListener('scroll', onScroll);
    sidebar.removeEventListener('click', onClick as EventListener);
    if (shown?.nav === nav) shown = null;
  };
}
