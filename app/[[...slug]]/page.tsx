import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocBody } from '@/components/DocBody';
import { baseUrlBannerScript } from '@/lib/base-url-banner';
import { docMetadata } from '@/lib/metadata';
import { routeFromSlug, slugFromRoute } from '@/lib/route-data';
import { FRAME_VERSION } from '@generated/frame-version';
import { loadFrame } from '@/lib/site/frame';
import { BODY_FILE } from '@/lib/urls';

export const dynamicParams = false;

type Params = Promise<{ slug?: string[] }>;

export function generateStaticParams() {
  return loadFrame(FRAME_VERSION).docs.map((doc) => ({ slug: slugFromRoute(doc.route) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const frame = loadFrame(FRAME_VERSION);
  const route = routeFromSlug((await params).slug);
  const doc = frame.docs.find((entry) => entry.route === route);
  return doc ? docMetadata(doc, frame.config) : {};
}

/**
 * A doc page: the same on every page but for its metadata; its body (sidebar, article, table of
 * contents) is written by the build (`lib/body/`) into the slot DocBody leaves.
 */
export default async function DocPage({ params }: { params: Params }) {
  const frame = loadFrame(FRAME_VERSION);
  const { config } = frame;
  const route = routeFromSlug((await params).slug);
  if (!frame.docs.some((doc) => doc.route === route)) notFound();
  const banner = route === '/' ? baseUrlBannerScript(config.basePath) : undefined;
  return (
    <>
      {banner ? <script dangerouslySetInnerHTML={{ __html: banner }} /> : null}
      <DocBody bodySrc={BODY_FILE} basePath={config.basePath} versions={config.versions} />
    </>
  );
}
