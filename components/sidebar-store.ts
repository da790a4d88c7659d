/**
 * Sidebar state that must outlive a page: which categories are open, the category trees
 * loaded on demand, whether the desktop sidebar is collapsed, and its scroll position.
 * Each page mounts its own <Sidebar>; this module keeps the state across client navigations.
 */
import { useSyncExternalStore } from 'react';
import type { SidebarNode } from '@/lib/sidebar';

interface SidebarState {
  /** Keys of categories the reader opened (or that held the current page). */
  open: ReadonlySet<string>;
  /** Keys the reader closed, with the route they were on: the current page's branch reopens elsewhere. */
  closed: ReadonlyMap<string, string>;
  /** Full trees of top-level categories, by key, once fetched. */
  trees: ReadonlyMap<string, SidebarNode[]>;
  /** Children of categories seen open on earlier pages, by category key. */
  known: ReadonlyMap<string, SidebarNode[]>;
  /** Keys being fetched, or whose fetch failed. */
  loading: ReadonlySet<string>;
  failed: ReadonlySet<string>;
  hidden: boolean;
  scrollTop: number;
}

let state: SidebarState = {
  open: new Set(),
  closed: new Map(),
  trees: new Map(),
  known: new Map(),
  loading: new Set(),
  failed: new Set(),
  hidden: false,
  scrollTop: 0,
};
const listeners = new Set<() => void>();

function update(change: Partial<SidebarState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current sidebar state, re-rendering on change. */
export function useSidebarState(): SidebarState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}

export function setCategoryOpen(key: string, open: boolean, route: string) {
  const openSet = new Set(state.open);
  const closed = new Map(state.closed);
  if (open) {
    openSet.add(key);
    closed.delete(key);
  } else {
    openSet.delete(key);
    closed.set(key, route);
  }
  update({ open: openSet, closed });
}

/**
 * Remembers the categories a page showed open (its branch) and their children, so they stay
 * open and filled on the next page even though its HTML carries only its own branch.
 */
export function rememberBranch(nodes: SidebarNode[], route: string) {
  const open = new Set(state.open);
  const known = new Map(state.known);
  const walk = (list: SidebarNode[]) => {
    for (const node of list) {
      if (node.type !== 'category' || node.items === null) continue;
      known.set(node.key, node.items);
      if (state.closed.get(node.key) !== route) open.add(node.key);
      walk(node.items);
    }
  };
  walk(nodes);
  update({ open, known });
}

export function setSidebarHidden(hidden: boolean) {
  update({ hidden });
}

export function rememberScroll(scrollTop: number) {
  state = { ...state, scrollTop };
}

export function currentScroll(): number {
  return state.scrollTop;
}

/** Fetches a top-level category's tree once; later calls reuse it. A failure can be retried. */
export async function loadCategoryTree(topKey: string, url: string): Promise<void> {
  if (state.trees.has(topKey) || state.loading.has(topKey)) return;
  const failedBefore = new Set(state.failed);
  failedBefore.delete(topKey);
  update({ loading: new Set(state.loading).add(topKey), failed: failedBefore });
  const done = (change: Partial<SidebarState>) => {
    const loading = new Set(state.loading);
    loading.delete(topKey);
    update({ ...change, loading });
  };
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const tree = (await response.json()) as SidebarNode[];
    done({ trees: new Map(state.trees).set(topKey, tree) });
  } catch (error) {
    console.warn(`Could not load the sidebar section ${topKey}:`, error);
    done({ failed: new Set(state.failed).add(topKey) });
  }
}
