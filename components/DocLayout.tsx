/** A doc page: navigation column, the article with its title and footer, prev/next, and the TOC. */
import type { DocsVersion } from '@/lib/config-types';
import type { RouteData } from '@/lib/route-data';
import { searchBreadcrumb } from '@/lib/search/index-meta';
import { Breadcrumbs } from './Breadcrumbs';
import { DocBody } from './DocBody';
import { DocFooter } from './DocFooter';
import { Drawer } from './Drawer';
import { PageActions } from './PageActions';
import { PrevNext } from './PrevNext';
import { Sidebar } from './Sidebar';
import { TableOfContents, TableOfContentsColumn } from './TableOfContents';
import { VersionBadge } from './VersionBadge';

interface DocLayoutProps {
  data: RouteData;
  /** URL of the doc body fragment (base path included); the export carries the body itself. */
  bodySrc: string;
  treeUrl: string;
  hideableSidebar: boolean;
  versions: DocsVersion[];
  /** Inline script for the home page's base-URL check, if any. */
  bannerScript?: string;
}

export function DocLayout({ data, bodySrc, treeUrl, hideableSidebar, versions, bannerScript }: DocLayoutProps) {
  const { doc } = data;
  return (
    <div className="doc-layout">
      {bannerScript ? <script dangerouslySetInnerHTML={{ __html: bannerScript }} /> : null}
      <Drawer>
        <VersionBadge version={versions[0]} versions={versions} href={data.versionHref} />
        <Sidebar nodes={data.sidebar} currentRoute={doc.route} treeUrl={treeUrl} hideable={hideableSidebar} />
      </Drawer>
      <main id="main-content" className={data.tocLevels ? 'doc-main doc-main-toc' : 'doc-main'} tabIndex={-1}>
        <div className="doc-container">
          <article className="doc-article" data-search-title={doc.title} data-search-breadcrumb={searchBreadcrumb(data.breadcrumbs) || undefined}>
            <Breadcrumbs items={data.breadcrumbs} current={doc.sidebarLabel} home={data.home} />
            <header>
              {doc.hideTitle ? null : <h1>{doc.title}</h1>}
              <PageActions markdownHref={data.markdownHref} />
            </header>
            <TableOfContents levels={data.tocLevels} />
            <DocBody key={bodySrc} bodySrc={bodySrc} />
            <DocFooter editUrl={data.editUrl} lastUpdated={data.lastUpdated} />
          </article>
          <PrevNext prev={data.prev} next={data.next} />
        </div>
        <TableOfContentsColumn levels={data.tocLevels} />
      </main>
    </div>
  );
}
