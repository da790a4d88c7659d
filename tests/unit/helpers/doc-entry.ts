/** A doc's entry in the site model, for tests of what is made from it (route data, bodies). */
import type { DocEntry } from '../../../lib/site/frame';

/** The entry of a doc at `route`: its title "Title of ROUTE", its label "Label ROUTE", a date in 2018. */
export function docEntry(route: string, extra: Partial<DocEntry> = {}): DocEntry {
  return {
    id: route.slice(1) || 'index',
    file: `content${route === '/' ? '/index' : route}.mdx`,
    contentPath: `${route.slice(1) || 'index'}.mdx`,
    route,
    title: `Title of ${route}`,
    sidebarLabel: `Label ${route}`,
    paginationLabel: `Label ${route}`,
    description: '',
    keywords: [],
    hideTitle: false,
    toc: { min: 2, max: 3 },
    lastUpdated: Date.UTC(2018, 9, 14),
    ...extra,
  };
}
