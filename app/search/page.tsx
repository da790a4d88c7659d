import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PlainPage } from '@/components/PlainPage';
import { SearchField } from '@/components/search/SearchField';
import { SearchPage } from '@/components/search/SearchPage';
import { SiteLink } from '@/components/SiteLink';
import { FRAME_VERSION } from '@generated/frame-version';
import { loadFrame } from '@/lib/site/frame';

export const metadata: Metadata = {
  title: 'Search the documentation',
  description: `Search every page of the ${loadFrame(FRAME_VERSION).config.title}.`,
};

export default function Search() {
  const { config: siteConfig, home } = loadFrame(FRAME_VERSION);
  return (
    <PlainPage className="search-page">
      <h1>Search the documentation</h1>
      {/* Shown until the head script marks the page as scripted (a <noscript> would do the same). */}
      <p className="search-message no-js-only">
        Search needs JavaScript, which is turned off in this browser. Every page is listed in the sidebar of the{' '}
        <SiteLink href={home}>documentation home page</SiteLink>.
      </p>
      {/* The query lives in the address (?q=), which only the browser knows in a static export. */}
      <Suspense
        fallback={
          <div className="js-only">
            <SearchField value="" />
          </div>
        }
      >
        <SearchPage basePath={siteConfig.basePath} siteUrl={siteConfig.url} docSearch={siteConfig.docSearch} />
      </Suspense>
    </PlainPage>
  );
}
