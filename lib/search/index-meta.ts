/**
 * What a doc page tells the built-in search index about itself beyond its text: the
 * breadcrumb shown under each result (written into `data-search-breadcrumb` by the doc layout),
 * its sidebar label, its description and keywords.
 */
import { SEARCH_BREADCRUMB_SEPARATOR } from '../constants';
import type { PageToIndex, SearchEvent } from './read-page';

/** The breadcrumb text of a page (`API › HTTP Endpoints`), empty for a page outside categories. */
export function searchBreadcrumb(categories: { label: string }[]): string {
  return categories.map((category) => category.label.trim()).filter(Boolean).join(SEARCH_BREADCRUMB_SEPARATOR);
}

/** The fields of a doc the index reads. */
interface IndexedDoc {
  url: string;
  title: string;
  sidebarLabel: string;
  description: string;
  keywords: string[];
}

/** A doc as the index takes it, the same for the build and `npm run dev`: `categories` are its sidebar branch. */
export function pageToIndex(doc: IndexedDoc, categories: { label: string }[], events: SearchEvent[]): PageToIndex {
  return { url: doc.url, title: doc.title, label: doc.sidebarLabel, breadcrumb: searchBreadcrumb(categories), description: doc.description, keywords: doc.keywords, events };
}
