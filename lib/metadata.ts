/**
 * The `<head>` metadata of every page, from the config and a page's route data: title,
 * description, canonical URL, the Markdown copy as an alternate, Open Graph and Twitter cards
 * with the designed default image, icons and theme colours. Next renders the returned objects.
 */
import type { Metadata, Viewport } from 'next';
import type { SiteConfig } from './config-types';
import { OG_IMAGE, THEME_COLORS } from './constants';
import { absoluteUrl, canonicalUrl, markdownUrl, siteRootUrl, withBasePath } from './urls';
import { formatDocumentTitle } from './route-data';
import type { DocEntry } from './site/frame';

type MetadataConfig = Pick<SiteConfig, 'title' | 'tagline' | 'titleDelimiter' | 'url' | 'basePath'>;

function ogImage(config: MetadataConfig) {
  return { url: absoluteUrl(config, OG_IMAGE.path), width: OG_IMAGE.width, height: OG_IMAGE.height, alt: OG_IMAGE.alt };
}

/** Site-wide defaults for the root layout; pages override title, description and cards. */
/** The card type; Next fills the card's title, description and image from `openGraph`. */
const TWITTER_CARD = { card: 'summary_large_image' } as const;

export function siteMetadata(config: MetadataConfig): Metadata {
  const image = ogImage(config);
  return {
    title: { default: config.title, template: `%s ${config.titleDelimiter} ${config.title}` },
    description: config.tagline,
    metadataBase: new URL(siteRootUrl(config)),
    icons: {
      icon: [
        { url: withBasePath(config.basePath, '/favicon.ico'), sizes: 'any' },
        { url: withBasePath(config.basePath, '/icon.svg'), type: 'image/svg+xml' },
      ],
      apple: withBasePath(config.basePath, '/apple-touch-icon.png'),
    },
    openGraph: { type: 'website', siteName: config.title, title: config.title, description: config.tagline, images: [image] },
    twitter: TWITTER_CARD,
  };
}

/** `theme-color` for light and dark schemes (the page background of each mode). */
export function siteViewport(): Viewport {
  return {
    themeColor: [
      { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light },
      { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark },
    ],
  };
}

/** A doc page's metadata: canonical URL with trailing slash, description, cards, Markdown alternate. */
export function docMetadata(doc: DocEntry, config: MetadataConfig): Metadata {
  const url = canonicalUrl(config, doc.route);
  const description = doc.description || config.tagline;
  const image = ogImage(config);
  const isHome = doc.route === '/';
  return {
    title: { absolute: formatDocumentTitle(doc.title, config) },
    description,
    keywords: doc.keywords.length ? doc.keywords : undefined,
    alternates: { canonical: url, types: { 'text/markdown': markdownUrl(config, doc.route) } },
    openGraph: {
      ...(isHome ? { type: 'website' as const } : { type: 'article' as const, modifiedTime: doc.lastUpdated === null ? undefined : new Date(doc.lastUpdated).toISOString() }),
      url,
      siteName: config.title,
      title: doc.title,
      description,
      images: [image],
    },
    twitter: TWITTER_CARD,
  };
}

/** The not-found page's title; Next itself marks the page `noindex`, and it has no canonical URL. */
export function notFoundMetadata(): Metadata {
  return { title: 'Page Not Found' };
}
