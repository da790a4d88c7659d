/** A doc page: navigation column, the article with its title and footer, prev/next, and the TOC. */
import type { DocsVersion, NavbarItem } from '@/lib/config-types';
import type { RouteData } from '@/lib/route-data';
import { pagefindMetaAttribute } from '@/lib/search/index-meta';
import { Breadcrumbs } from './Breadcrumbs';
import { DocFooter } from './DocFooter';
import { Drawer } from './Drawer';
import { PrevNext } from './PrevNext';
import { Sidebar } from './Sidebar';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents';
import { VersionBadge } from './VersionBadge';

interface DocLayoutProps {
  data: RouteData;
  /** The doc body, rendered to HTML at build time. */
  bodyHtml: string;
  navbarItems: NavbarItem[];
  treeUrl: string;
  hideableSidebar: boolean;
  versions: DocsVersion[];
  /** Inline script for the home page's base-URL check, if any. */
  bannerScript?: string;
}

export function DocLayout({ data, bodyHtml, navbarItems, treeUrl, hideableSidebar, versions, bannerScript }: DocLayoutProps) {
  const { doc } = data;
  return (
    <div className="doc-layout">
      {bannerScript ? <script dangerouslySetInnerHTML={{ __html: bannerScript }} /> : null}
      <Drawer items={navbarItems}>
        <VersionBadge version={versions[0]} versions={versions} />
        <Sidebar nodes={data.sidebar} currentRoute={doc.route} treeUrl={treeUrl} hideable={hideableSidebar} />
      </Drawer>
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <div className="doc-container">
          <article className="doc-article" data-pagefind-meta={pagefindMetaAttribute(data.breadcrumbs)}>
            <Breadcrumbs items={data.breadcrumbs} current={doc.sidebarLabel} />
            {doc.hideTitle ? null : (
              <header data-pagefind-body>
                <h1>{doc.title}</h1>
              </header>
            )}
            <TableOfContentsMobile headings={data.toc} />
            <div className="markdown" data-pagefind-body dangerouslySetInnerHTML={{ __html: bodyHtml }} />
            <DocFooter editUrl={data.editUrl} lastUpdated={data.lastUpdated} />
          </article>
          <PrevNext prev={data.prev} next={data.next} />
        </div>
        <TableOfContents headings={data.toc} />
      </main>
    </div>
  );
}
