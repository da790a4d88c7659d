/** A doc page: navigation column, the article with its title and footer, prev/next, and the TOC. */
import type { NavbarItem } from '@/lib/config-types';
import type { RouteData } from '@/lib/route-data';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';
import { DocFooter } from './DocFooter';
import { Drawer } from './Drawer';
import { PrevNext } from './PrevNext';
import { Sidebar } from './Sidebar';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents';

interface DocLayoutProps {
  data: RouteData;
  body: ReactNode;
  navbarItems: NavbarItem[];
  treeUrl: string;
  hideableSidebar: boolean;
}

export function DocLayout({ data, body, navbarItems, treeUrl, hideableSidebar }: DocLayoutProps) {
  const { doc } = data;
  return (
    <div className="doc-layout">
      <Drawer items={navbarItems}>
        <Sidebar nodes={data.sidebar} currentRoute={doc.route} treeUrl={treeUrl} hideable={hideableSidebar} />
      </Drawer>
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <div className="doc-container">
          <article className="doc-article">
            <Breadcrumbs items={data.breadcrumbs} current={doc.sidebarLabel} />
            {doc.hideTitle ? null : (
              <header>
                <h1>{doc.title}</h1>
              </header>
            )}
            <TableOfContentsMobile headings={data.toc} />
            <div className="markdown">{body}</div>
            <DocFooter editUrl={data.editUrl} lastUpdated={data.lastUpdated} />
          </article>
          <PrevNext prev={data.prev} next={data.next} />
        </div>
        <TableOfContents headings={data.toc} />
      </main>
    </div>
  );
}
