'use client';
/**
 * The docs sidebar. The server renders every top-level entry and the current page's branch;
 * other categories are links to their first doc, so everything is reachable without
 * JavaScript. With JavaScript a category toggles open, fetching its section's tree once.
 */
import type { SidebarCategory, SidebarNode } from '@/lib/sidebar';
import { useEffect, useRef, type MouseEvent } from 'react';
import { isExternal } from '@/lib/urls';
import { SiteLink } from './SiteLink';
import {
  currentScroll,
  loadCategoryTree,
  rememberBranch,
  rememberScroll,
  setCategoryOpen,
  setSidebarHidden,
  useSidebarState,
} from './sidebar-store';
import { Icon } from './Icon';

interface SidebarProps {
  nodes: SidebarNode[];
  currentRoute: string;
  /** URL prefix of the per-section JSON files, base path included (`/docs/core/sidebar/`). */
  treeUrl: string;
  hideable: boolean;
}

function findCategory(nodes: SidebarNode[] | undefined, key: string): SidebarCategory | null {
  for (const node of nodes ?? []) {
    if (node.type !== 'category') continue;
    if (node.key === key) return node;
    const inner = findCategory(node.items ?? [], key);
    if (inner) return inner;
  }
  return null;
}

export function Sidebar({ nodes, currentRoute, treeUrl, hideable }: SidebarProps) {
  const state = useSidebarState();
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => rememberBranch(nodes, currentRoute), [nodes, currentRoute]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const saved = currentScroll();
    if (saved) element.scrollTop = saved;
    else element.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, []);

  const topKeyOf = (key: string) => key.split('/')[0];
  const isOpen = (category: SidebarCategory, onBranch: boolean) => {
    const closedOn = state.closed.get(category.key);
    if (onBranch) return closedOn !== currentRoute;
    return state.open.has(category.key);
  };
  const childrenOf = (category: SidebarCategory) =>
    category.items ??
    state.known.get(category.key) ??
    findCategory(state.trees.get(topKeyOf(category.key)), category.key)?.items ??
    null;

  const toggle = (event: MouseEvent, category: SidebarCategory, open: boolean) => {
    event.preventDefault();
    setCategoryOpen(category.key, !open, currentRoute);
    if (!open && !childrenOf(category)) {
      void loadCategoryTree(topKeyOf(category.key), `${treeUrl}${topKeyOf(category.key)}.json`);
    }
  };

  const renderNodes = (list: SidebarNode[]) => (
    <ul className="menu-list">
      {list.map((node) => {
        if (node.type !== 'category') {
          const active = node.type === 'doc' && node.href === currentRoute;
          return (
            <li key={`${node.type}:${node.href}`} className="menu-item">
              <SiteLink href={node.href} className="menu-link" aria-current={active ? 'page' : undefined}>
                {node.label}
                {isExternal(node.href) ? <span className="external-mark" aria-hidden="true"> ↗</span> : null}
              </SiteLink>
            </li>
          );
        }
        const onBranch = node.items !== null;
        const open = isOpen(node, onBranch);
        const children = childrenOf(node);
        const topKey = topKeyOf(node.key);
        return (
          <li key={`category:${node.key}`} className={open ? 'menu-item menu-category open' : 'menu-item menu-category'}>
            <SiteLink
              href={node.href ?? '#'}
              className={onBranch ? 'menu-link menu-category-link active-branch' : 'menu-link menu-category-link'}
              aria-expanded={open}
              onClick={(event) => toggle(event, node, open)}
            >
              {node.icon ? <Icon name={node.icon} className="menu-icon" /> : null}
              {node.label}
            </SiteLink>
            {open && children ? renderNodes(children) : null}
            {open && !children && state.loading.has(topKey) ? <p className="menu-status">Loading…</p> : null}
            {open && !children && state.failed.has(topKey) ? (
              <p className="menu-status" role="alert">
                Could not load this section.{' '}
                <button type="button" className="link-button" onClick={() => void loadCategoryTree(topKey, `${treeUrl}${topKey}.json`)}>
                  Retry
                </button>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={state.hidden ? 'sidebar sidebar-hidden' : 'sidebar'}>
      <nav
        aria-label="Docs sidebar"
        className="sidebar-scroll"
        ref={scroller}
        onScroll={(event) => rememberScroll(event.currentTarget.scrollTop)}
      >
        {renderNodes(nodes)}
      </nav>
      {hideable ? (
        <button
          type="button"
          className="sidebar-hide-button js-only"
          aria-label={state.hidden ? 'Expand sidebar' : 'Collapse sidebar'}
          title={state.hidden ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={() => setSidebarHidden(!state.hidden)}
        >
          <Icon name={state.hidden ? 'chevron-right' : 'chevron-left'} />
        </button>
      ) : null}
    </div>
  );
}
