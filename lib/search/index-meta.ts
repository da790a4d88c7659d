/**
 * What a doc page tells the built-in search index about itself beyond its text: the
 * breadcrumb shown under each result. Written into `data-pagefind-meta` by the doc layout.
 */
import { SEARCH_BREADCRUMB_SEPARATOR } from '../constants';

/** The breadcrumb text of a page (`🔌 API › Endpoints`), empty for a page outside categories. */
export function searchBreadcrumb(categories: { label: string }[]): string {
  return categories.map((category) => category.label.trim()).filter(Boolean).join(SEARCH_BREADCRUMB_SEPARATOR);
}

/**
 * The `data-pagefind-meta` value of a page, or undefined when there is nothing to add. The
 * inline `key:value` form takes the rest of the attribute, so commas in labels are safe.
 */
export function pagefindMetaAttribute(categories: { label: string }[]): string | undefined {
  const breadcrumb = searchBreadcrumb(categories);
  return breadcrumb ? `breadcrumb:${breadcrumb}` : undefined;
}
