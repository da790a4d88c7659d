import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SiteConfig } from '../../lib/config-types';
import { docMetadata, notFoundMetadata, siteMetadata, siteViewport } from '../../lib/metadata';
import { absoluteUrl, markdownFile, markdownPath, relFor, siteRootUrl } from '../../lib/urls';
import type { DocEntry, SiteFrame } from '../../lib/site/frame';
import { siteConfig } from '../../lib/site-config';

const config: SiteConfig = { ...siteConfig, url: 'https://docs.example.com', basePath: '/' };
const based: SiteConfig = { ...config, basePath: '/docs/core/' };

function entry(route: string, extra: Partial<DocEntry> = {}): DocEntry {
  return {
    id: route.slice(1) || 'index',
    file: `content${route}.mdx`,
    contentPath: `${route}.mdx`,
    route,
    title: 'Command Usage',
    sidebarLabel: 'Usage',
    paginationLabel: 'Usage',
    description: 'Every command of the CLI.',
    keywords: [],
    hideTitle: false,
    toc: { min: 2, max: 3 },
    lastUpdated: Date.UTC(2024, 4, 6),
    ...extra,
  };
}

const site: SiteFrame = {
  version: 3,
  home: '/',
  docs: [entry('/cli/usage'), entry('/', { title: 'Welcome', description: '', lastUpdated: null })],
  config,
};

function metadataFor(route: string, siteConfigToUse: SiteConfig = config) {
  return docMetadata(site.docs.find((doc) => doc.route === route)!, siteConfigToUse);
}

test('canonical URLs are the site URL, base path and route with a trailing slash', () => {
  assert.equal(metadataFor('/cli/usage').alternates?.canonical, 'https://docs.example.com/cli/usage/');
  assert.equal(metadataFor('/cli/usage', based).alternates?.canonical, 'https://docs.example.com/docs/core/cli/usage/');
  assert.equal(metadataFor('/').alternates?.canonical, 'https://docs.example.com/');
  assert.equal(metadataFor('/', based).alternates?.canonical, 'https://docs.example.com/docs/core/');
});

test('the Markdown copy sits at the route plus .md, the home page at /index.md', () => {
  assert.equal(markdownPath('/cli/usage'), '/cli/usage.md');
  assert.equal(markdownPath('/'), '/index.md');
  assert.equal(markdownFile('/cli/usage'), 'cli/usage.md');
  assert.deepEqual(metadataFor('/cli/usage', based).alternates?.types, {
    'text/markdown': 'https://docs.example.com/docs/core/cli/usage.md',
  });
});

test('URL helpers keep files as files and add the base path once', () => {
  assert.equal(siteRootUrl(based), 'https://docs.example.com/docs/core/');
  assert.equal(absoluteUrl(based, '/og-image.png'), 'https://docs.example.com/docs/core/og-image.png');
  assert.equal(absoluteUrl(based, '/cli/usage#flags'), 'https://docs.example.com/docs/core/cli/usage/#flags');
  assert.equal(absoluteUrl(based, 'https://other.example/x'), 'https://other.example/x');
});

test('a doc page carries its title, description and Open Graph and Twitter cards', () => {
  const metadata = metadataFor('/cli/usage');
  assert.deepEqual(metadata.title, { absolute: `Command Usage | ${config.title}` });
  assert.equal(metadata.description, 'Every command of the CLI.');
  assert.deepEqual(metadata.openGraph, {
    type: 'article',
    modifiedTime: '2024-05-06T00:00:00.000Z',
    url: 'https://docs.example.com/cli/usage/',
    siteName: config.title,
    title: 'Command Usage',
    description: 'Every command of the CLI.',
    images: [{ url: 'https://docs.example.com/og-image.png', width: 1200, height: 630, alt: 'Airy Documentation: install, configure and build on Airy Core' }],
  });
  assert.deepEqual(metadata.twitter, { card: 'summary_large_image' }, 'Next fills title, description and image from openGraph');
});

test('the home page is a website and falls back to the tagline without a description', () => {
  const metadata = metadataFor('/');
  assert.equal((metadata.openGraph as { type?: string }).type, 'website');
  assert.equal(metadata.description, config.tagline);
  assert.equal(metadata.openGraph?.description, config.tagline);
});

test('site defaults carry the base path in icons and the metadata base', () => {
  const metadata = siteMetadata(based);
  assert.equal(String(metadata.metadataBase), 'https://docs.example.com/docs/core/');
  assert.deepEqual(metadata.icons, {
    icon: [
      { url: '/docs/core/favicon.ico', sizes: 'any' },
      { url: '/docs/core/icon.svg', type: 'image/svg+xml' },
    ],
    apple: '/docs/core/apple-touch-icon.png',
  });
  assert.equal(metadata.openGraph?.siteName, config.title);
});

test('theme colours are announced for both colour schemes', () => {
  assert.deepEqual(siteViewport().themeColor, [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ]);
});

test('the not-found page has a title and no canonical URL', () => {
  assert.deepEqual(notFoundMetadata(), { title: 'Page Not Found' });
});

test('links leaving the site over the web get rel="noopener noreferrer", others none', () => {
  assert.equal(relFor('https://airy.co/community'), 'noopener noreferrer');
  assert.equal(relFor('//cdn.example.com/x'), 'noopener noreferrer');
  assert.equal(relFor('/cli/usage/'), undefined);
  assert.equal(relFor('mailto:team@example.com'), undefined);
});
