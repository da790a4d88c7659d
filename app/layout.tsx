import type { Metadata, Viewport } from 'next';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { Footer } from '@/components/Footer';
import { ImageZoom } from '@/components/ImageZoom';
import { PageEnhancements } from '@/components/PageEnhancements';
import { Navbar } from '@/components/Navbar';
import { NavigationLayer } from '@/components/navigation/NavigationLayer';
import { SearchButton } from '@/components/search/SearchButton';
import { TryItHost } from '@/components/try-it/TryItHost';
import { headScript } from '@/lib/head-script';
import { siteMetadata, siteViewport } from '@/lib/metadata';
import { FRAME_VERSION } from '@generated/frame-version';
import { loadFrame } from '@/lib/site/frame';
import './styles/base.css';
import './styles/layout.css';
import './styles/markdown.css';
import '@/components/mdx/styles.css';
import './styles/prism.css';
import './styles/icons.css';

// Loaded only when analytics is configured, so a site without it ships none of this code.
const Analytics = dynamic(() => import('@/components/Analytics'));
// `npm run dev` only: the page updates itself after an edit and shows content problems. The import
// sits behind the build's NODE_ENV, so a production build drops it and no page loads its code.
const DevUpdates = process.env.NODE_ENV === 'development' ? dynamic(() => import('@/components/dev/DevUpdates')) : null;

export const metadata: Metadata = siteMetadata(loadFrame(FRAME_VERSION).config);

export const viewport: Viewport = siteViewport();

export default function RootLayout({ children }: { children: ReactNode }) {
  const { config: siteConfig, home } = loadFrame(FRAME_VERSION);
  const { colorMode, codeThemes } = siteConfig;
  return (
    <html
      lang={siteConfig.locale}
      data-theme={colorMode.defaultMode}
      data-code-light={codeThemes.light}
      data-code-dark={codeThemes.dark}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript() }} />
      </head>
      <body
        data-navbar-rows={Math.ceil(siteConfig.navbar.items.filter((item) => item.position === 'left').length / 2)}
        // `npm run dev` only: the frame the page was rendered from, for the dev server to tell when Next serves a new one.
        data-dev-frame={process.env.NODE_ENV === 'development' ? FRAME_VERSION : undefined}
      >
        <ThemeProvider
          attribute="data-theme"
          defaultTheme={colorMode.defaultMode}
          enableSystem={colorMode.respectPrefersColorScheme}
          forcedTheme={colorMode.disableSwitch ? colorMode.defaultMode : undefined}
          storageKey="theme"
        >
          <a className="skip-link" href="#main-content">
            Skip to main content
          </a>
          <Navbar
            title={siteConfig.title}
            items={siteConfig.navbar.items}
            search={<SearchButton basePath={siteConfig.basePath} siteUrl={siteConfig.url} docSearch={siteConfig.docSearch} />}
            themeSwitch={!colorMode.disableSwitch}
            home={home}
          />
          {children}
          <Footer copyright={siteConfig.footer.copyright} />
          <NavigationLayer basePath={siteConfig.basePath} />
          <ImageZoom selector={siteConfig.imageZoomSelector} />
          <PageEnhancements />
          <TryItHost basePath={siteConfig.basePath} />
          {siteConfig.analytics.gaMeasurementId || siteConfig.analytics.endpoint ? <Analytics {...siteConfig.analytics} /> : null}
          {DevUpdates ? <DevUpdates basePath={siteConfig.basePath} /> : null}
        </ThemeProvider>
      </body>
    </html>
  );
}
