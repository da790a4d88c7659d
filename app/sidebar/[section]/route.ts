/** One JSON file per top-level sidebar category (`/sidebar/<key>.json`), loaded on demand. */
import { readSiteData } from '@/lib/generated';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return readSiteData()
    .sidebar.filter((node) => node.type === 'category')
    .map((node) => ({ section: `${node.type === 'category' ? node.key : ''}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ section: string }> }) {
  const key = (await params).section.replace(/\.json$/, '');
  const category = readSiteData().sidebar.find((node) => node.type === 'category' && node.key === key);
  return Response.json(category?.type === 'category' ? category.items : []);
}
