import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocLayout } from '@/components/DocLayout';
import { baseUrlBannerScript } from '@/lib/base-url-banner';
import { docMetadata } from '@/lib/metadata';
import { getRouteData, routeFromSlug, slugFromRoute } from '@/lib/route-data';
import { FRAME_VERSION } from '@generated/frame-version';
import { loadFrame } from '@/lib/site/frame';
import { bodyUrl, sidebarSectionsUrl } from '@/lib/urls';

export const dynamicParams = false;

type Params = Promise<{ slug?: string[] }>;

export function generateStaticParams() {
  return loadFrame(FRAME_VERSION).docs.map((doc) => ({ slug: slugFromRoute(doc.route) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const frame = loadFrame(FRAME_VERSION);
  const data = getRouteData(frame, frame.config, routeFromSlug((await params).slug));
  return data ? docMetadata(data, frame.config) : {};
}

export default async function DocPage({ params }: { params: Params }) {
  const frame = loadFrame(FRAME_VERSION);
  const siteConfig = frame.config;
  const data = getRouteData(frame, siteConfig, routeFromSlug((await params).slug));
  if (!data) notFound();
  return (
    <DocLayout
      data={data}
      bodySrc={bodyUrl(siteConfig.basePath, data.doc.route)}
      treeUrl={sidebarSectionsUrl(siteConfig.basePath)}
      hideableSidebar={siteConfig.hideableSidebar}
      versions={siteConfig.versions}
      bannerScript={data.doc.route === '/' ? baseUrlBannerScript(siteConfig.basePath) : undefined}
    />
  );
}
