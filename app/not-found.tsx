import type { Metadata } from 'next';
import { PlainPage } from '@/components/PlainPage';
import { SiteLink } from '@/components/SiteLink';
import { notFoundMetadata } from '@/lib/metadata';
import { FRAME_VERSION } from '@generated/frame-version';
import { loadFrame } from '@/lib/site/frame';

export const metadata: Metadata = notFoundMetadata();

export default function NotFound() {
  return (
    <PlainPage className="not-found">
      <h1>Page Not Found</h1>
      <p>We could not find the page you asked for. The link may be out of date, or the address mistyped.</p>
      <ul>
        <li>
          <SiteLink href={loadFrame(FRAME_VERSION).home}>Go to the documentation home page</SiteLink>
        </li>
        <li>
          <SiteLink href="/search">Search the documentation</SiteLink>
        </li>
      </ul>
    </PlainPage>
  );
}
