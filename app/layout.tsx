import type { Metadata, Viewport } from 'next';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { Footer } from '@/components/Footer';
import { Navbar } from '@/components/Navbar';
import { headScript } from '@/lib/head-script';
import siteConfig from '@/site.config';
import './styles/base.css';
import './styles/layout.css';
import './styles/markdown.css';
import './styles/prism.css';

export const metadata: Metadata = {
  title: { default: siteConfig.title, template: `%s ${siteConfig.titleDelimiter} ${siteConfig.title}` },
  description: siteConfig.tagline,
  metadataBase: new URL(siteConfig.url + siteConfig.basePath),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#1b1b1d' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const { colorMode } = siteConfig;
  return (
    <html lang={siteConfig.locale} data-theme={colorMode.defaultMode} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript() }} />
      </head>
      <body>
        <ThemeProvider
          attribute="data-theme"
          defaultTheme={colorMode.defaultMode}
          enableSystem={colorMode.respectPrefersColorScheme}
          storageKey="theme"
          disableTransitionOnChange
        >
          <a className="skip-link" href="#main-content">
            Skip to main content
          </a>
          <Navbar title={siteConfig.title} items={siteConfig.navbar.items} search={null} />
          {children}
          <Footer copyright={siteConfig.footer.copyright} />
        </ThemeProvider>
      </body>
    </html>
  );
}
