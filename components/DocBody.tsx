/** Compiles and renders a doc's MDX on the server; `<Include>` renders the named doc inline. */
import { compileMDX } from 'next-mdx-remote/rsc';
import { join } from 'node:path';
import { withBasePath } from '@/lib/base-path';
import { loadDocSource } from '@/lib/doc-source';
import { readImageSize } from '@/lib/image-size';
import { mdxPlugins } from '@/lib/mdx/pipeline';
import { createMarkdownLinkResolver } from '@/lib/mdx/remark-markdown-links';
import type { SiteData } from '@/lib/site-data';
import { createMdxComponents } from './mdx';

interface DocBodyProps {
  site: SiteData;
  docId: string;
  basePath: string;
  /** Docs already being rendered above this one, so an include cycle stops. */
  including?: string[];
}

export async function DocBody({ site, docId, basePath, including = [] }: DocBodyProps) {
  const source = loadDocSource(site, docId);
  if (source === null || including.includes(docId)) return null;
  const routeById = new Map(site.docs.map((doc) => [doc.id, doc.route]));
  const publicDir = join(process.cwd(), 'public');
  const components = createMdxComponents({
    withBase: (path) => withBasePath(basePath, path),
    sizeOf: (path) => readImageSize(join(publicDir, decodeURIComponent(path))),
    renderInclude: (id) => <DocBody site={site} docId={id} basePath={basePath} including={[...including, docId]} />,
  });
  const { content } = await compileMDX({
    source,
    components,
    options: {
      mdxOptions: mdxPlugins({ markdownLinks: { fromId: docId, resolve: createMarkdownLinkResolver(routeById) } }),
    },
  });
  return content;
}
