/**
 * What an operator edits. Every field is documented in `lib/config-types.ts` and the README.
 * Environment variables override the deployment-specific fields at build time, so one checkout
 * can build for several hosts (`BASE_PATH=/docs/core/ npm run build`).
 */
import type { SiteConfig } from './lib/config-types';
import { PLATFORM_RELEASE } from './lib/platform/pin';
import { normalizeBasePath } from './lib/urls';

const env = process.env;

function docSearchFromEnv(): SiteConfig['docSearch'] {
  const appId = env.DOCSEARCH_APP_ID;
  const apiKey = env.DOCSEARCH_API_KEY;
  const indexName = env.DOCSEARCH_INDEX_NAME;
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined;
}

const siteConfig: SiteConfig = {
  title: 'Airy Documentation',
  tagline: 'Install, configure and build on Airy Core, the open-source conversational platform',
  url: (env.SITE_URL || 'https://airy.co').replace(/\/+$/, ''),
  basePath: normalizeBasePath(env.BASE_PATH),
  docsRouteBasePath: '/',
  locale: 'en',
  titleDelimiter: '|',
  navbar: {
    items: [
      { label: 'Why Airy?', href: 'https://airy.co/', position: 'left' },
      { label: 'Developers', href: 'https://airy.co/developers', position: 'left' },
      { label: 'Blog', href: 'https://blog.airy.co/', position: 'left' },
      { label: 'Core Docs', href: 'https://airy.co/docs/core/', position: 'left' },
      { label: 'Enterprise Docs', href: 'https://airy.co/docs/enterprise/', position: 'left' },
      { label: 'Solutions', href: 'https://airy.co/solutions', position: 'left' },
      { label: 'Customer Stories', href: 'https://airy.co/customer-stories', position: 'left' },
      { label: 'Pricing', href: 'https://airy.co/pricing', position: 'left' },
      {
        label: '',
        href: 'https://github.com/airyhq/airy',
        position: 'right',
        ariaLabel: 'GitHub repository',
        icon: 'github',
      },
      { label: 'Need help?', href: '/getting-started/troubleshooting', position: 'right' },
    ],
  },
  footer: { copyright: 'Copyright © {year} Airy, Inc.' },
  codeThemes: { light: 'github', dark: 'monokai' },
  // The release comes from the pin (lib/platform/pin.ts), so moving the pin relabels the version.
  versions: [{ id: 'current', label: 'Next', path: '/', sidebar: 'docs', release: `Airy Core ${PLATFORM_RELEASE}` }],
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  hideableSidebar: true,
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  imageZoomSelector: '.markdown img',
  editUrl: env.EDIT_URL ?? 'https://github.com/airyhq/airy-docs/edit/main/',
  docSearch: docSearchFromEnv(),
  analytics: {
    gaMeasurementId: env.GA_MEASUREMENT_ID || undefined,
    endpoint: env.ANALYTICS_ENDPOINT || undefined,
  },
};

export default siteConfig;
