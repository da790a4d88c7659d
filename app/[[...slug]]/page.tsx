import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocLayout } from '@/components/DocLayout';
import { baseUrlBannerScript } from '@/lib/base-url-banner';
import { docMetadata } from '@/lib/metadata';
import { getRouteData, routeFromSlug, slugFromRoute } from '@/lib/route-data';
import { loadFrame } from '@/lib/site/frame';
import { siteConfig } from '@/lib/site-config';
import { bodyUrl, sidebarSectionsUrl } from '@/lib/urls';

export const dynamicParams = false;

type Params = Promise<{ slug?: string[] }>;

export function generateStaticParams() {
  return loadFrame().docs.map((doc) => ({ slug: slugFromRoute(doc.route) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const data = getRouteData(loadFrame(), siteConfig, routeFromSlug((await params).slug));
  return data ? docMetadata(data, siteConfig) : {};
}

/** Under `npm run dev` no export pass fills the body slot: the body travels as a prop instead. */
function devBody(id: string): string | undefined {
  if (process.env.NODE_ENV !== 'development') return undefined;
  return readFileSync(join(process.cwd(), '.generated', 'dev-bodies', `${id}.html`), 'utf8');
}

export default async function DocPage({ params }: { params: Params }) {
  const data = getRouteData(loadFrame(), siteConfig, routeFromSlug((await params).slug));
  if (!data) notFound();
  return (
    <DocLayout
      data={data}
      bodySrc={bodyUrl(siteConfig.basePath, data.doc.route)}
      devHtml={devBody(data.doc.id)}
      treeUrl={sidebarSectionsUrl(siteConfig.basePath)}
      hideableSidebar={siteConfig.hideableSidebar}
      versions={siteConfig.versions}
      bannerScript={data.doc.route === '/' ? baseUrlBannerScript(siteConfig.basePath) : undefined}
    />
  );
}
