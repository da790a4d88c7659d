import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocLayout } from '@/components/DocLayout';
import { baseUrlBannerScript } from '@/lib/base-url-banner';
import { bodySrcFor, readDocHtml, readSiteData } from '@/lib/generated';
import { docMetadata } from '@/lib/metadata';
import { getRouteData, routeFromSlug, slugFromRoute } from '@/lib/route-data';
import siteConfig from '@/site.config';

export const dynamicParams = false;

type Params = Promise<{ slug?: string[] }>;

export function generateStaticParams() {
  return readSiteData().docs.map((doc) => ({ slug: slugFromRoute(doc.route) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const data = getRouteData(readSiteData(), siteConfig, routeFromSlug((await params).slug));
  if (!data) return {};
  return docMetadata(data, siteConfig);
}

export default async function DocPage({ params }: { params: Params }) {
  const site = readSiteData();
  const data = getRouteData(site, siteConfig, routeFromSlug((await params).slug));
  if (!data) notFound();
  return (
    <DocLayout
      data={data}
      bodySrc={bodySrcFor(siteConfig.basePath, data.doc.route)}
      devHtml={process.env.NODE_ENV === 'development' ? readDocHtml(data.doc.id) : undefined}
      treeUrl={`${siteConfig.basePath}sidebar/`}
      hideableSidebar={siteConfig.hideableSidebar}
      versions={siteConfig.versions}
      bannerScript={data.doc.route === '/' ? baseUrlBannerScript(siteConfig.basePath) : undefined}
    />
  );
}
