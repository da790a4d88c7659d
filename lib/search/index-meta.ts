/**
 * What a doc page tells the built-in search index about itself beyond its text: the
 * breadcrumb shown under each result. Written into `data-search-breadcrumb` by the doc layout.
 */
import { SEARCH_BREADCRUMB_SEPARATOR } from '../constants';

/** The breadcrumb text of a page (`API › HTTP Endpoints`), empty for a page outside categories. */
export function searchBreadcrumb(categories: { label: string }[]): string {
  return categories.map((category) => category.label.trim()).filter(Boolean).join(SEARCH_BREADCRUMB_SEPARATOR);
}
