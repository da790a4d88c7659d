'use client';
/**
 * The search dialog when Algolia DocSearch is configured (loaded on the first open, with its
 * styles): @docsearch/react's modal on the site's index, not contextual (no facet filters by
 * version or language). Hits on this site link to paths under the base path, so the
 * navigation layer handles them; Enter goes through the router the same way.
 */
import { DocSearchModal } from '@docsearch/react/modal';
import '@docsearch/css/dist/style.css';
import './docsearch-theme.css';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { pathBelowBase } from '@/lib/urls';
import { localizeDocSearchUrl } from '@/lib/search/hits';
import { searchPageHref } from '@/lib/search/query';
import type { SearchDialogProps } from './SearchButton';

export default function DocSearchDialog({ basePath, siteUrl, docSearch, initialQuery, onClose }: SearchDialogProps) {
  const router = useRouter();
  // The modal leaves Escape to DocSearch's own button, which this site does not use.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  if (!docSearch) return null;
  const localize = (url: string) => localizeDocSearchUrl(url, siteUrl, basePath);
  return createPortal(
    <DocSearchModal
      appId={docSearch.appId}
      apiKey={docSearch.apiKey}
      indices={[docSearch.indexName]}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      transformItems={(items) => items.map((item) => ({ ...item, url: localize(item.url) }))}
      hitComponent={({ hit, children }) => <a href={hit.url}>{children}</a>}
      navigator={{
        navigate({ itemUrl }) {
          const below = pathBelowBase(basePath, itemUrl);
          // Next's router takes paths without the base path.
          if (below !== null) router.push(`/${below}`);
          else window.location.assign(itemUrl);
        },
      }}
      resultsFooterComponent={({ state }) => (
        <a href={searchPageHref(basePath, state.query)} onClick={onClose}>
          See all results for “{state.query}”
        </a>
      )}
    />,
    document.body,
  );
}
