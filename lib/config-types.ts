/** Types of `site.config.ts` and `sidebar.config.ts`: what operators and writers edit. */

/** One link in the navbar. */
export interface NavbarItem {
  /** Visible text. Empty for icon-only links, which then need `ariaLabel`. */
  label: string;
  /** A site route (`/getting-started/troubleshooting`) or a full URL. */
  href: string;
  /** Which side of the navbar the link sits on. */
  position: 'left' | 'right';
  /** Accessible name, required when the link shows only an icon. */
  ariaLabel?: string;
  /** An icon drawn instead of the label. */
  icon?: 'github';
}

/** A version of the docs (the spec has one: `current`, labelled "Next"). */
export interface DocsVersion {
  /** Stable id, stored in localStorage as the preferred version. */
  id: string;
  /** Label shown in the version badge. */
  label: string;
  /** Route of the version's main doc. */
  path: string;
  /** Name of the sidebar (a key of `sidebar.config.ts`) this version uses. */
  sidebar: string;
  /** The product release this version describes (`Airy Core 0.56.0`): added to the badge's accessible name and to `llms.txt`. */
  release?: string;
}

/** Algolia DocSearch settings: all three must be set to switch search to DocSearch. */
export interface DocSearchConfig {
  /** Algolia application id. */
  appId: string;
  /** Public, search-only API key. */
  apiKey: string;
  /** Index name (DocSearch v5 takes a list; this is its single entry). */
  indexName: string;
}

/** Page-view analytics. Nothing is loaded or sent when both fields are empty. */
export interface AnalyticsConfig {
  /** Google Analytics 4 measurement id (`G-XXXXXXX`); loads gtag.js. */
  gaMeasurementId?: string;
  /** URL that receives a `navigator.sendBeacon` JSON `{ path, title, referrer }` per page view. */
  endpoint?: string;
}

/**
 * Origins outside the site that content may load from, by what it loads. Each origin goes into the
 * policy of every page (a browser keeps the first page's policy across client navigations), and
 * the content check refuses a resource from any other origin, naming the setting that would allow it.
 * An origin is a scheme and a host, with a port when not the default: `https://img.shields.io`,
 * `https://*.example.com` (any subdomain).
 */
export interface ExternalResourcesConfig {
  /** Images: `<img>` and `![]()` (`src`, `srcset`), `<Image>`, `poster`, `<picture>`'s `<source>`, `url()` in a `style` (img-src). */
  images?: string[];
  /** Audio and video: `<video>` and `<audio>` (`src`), their `<source>` and `<track>` (media-src). */
  media?: string[];
  /** Embedded pages: `<iframe>` (frame-src). */
  frames?: string[];
}

/** Everything an operator configures about the site. */
export interface SiteConfig {
  /** Site title, used in the navbar and as the `<title>` suffix. */
  title: string;
  /** One-line description of the site, used for the home page and metadata. */
  tagline: string;
  /** Origin the site is served from, without a trailing slash (for canonical URLs and the sitemap). */
  url: string;
  /** Path prefix the site is served under: `/` or `/docs/core/` (leading and trailing slash). */
  basePath: string;
  /** Route prefix of the docs inside the site; the spec serves them at the root. */
  docsRouteBasePath: string;
  /** The only locale; also the `lang` attribute. */
  locale: string;
  /** Separator between page title and site title in `<title>`. */
  titleDelimiter: string;
  /** Navbar links, in display order. */
  navbar: { items: NavbarItem[] };
  /** Footer text; `{year}` is replaced by the build year. */
  footer: { copyright: string };
  /** Names of the code highlight themes (implemented in `app/styles/prism.css`). */
  codeThemes: { light: string; dark: string };
  /** Docs versions; the first is the current one. */
  versions: DocsVersion[];
  /** Colour mode: the spec wants light by default, a visible switch, and the OS preference ignored. */
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** Whether the desktop sidebar can be collapsed to a narrow strip. */
  hideableSidebar: boolean;
  /** Heading levels listed in the table of contents. */
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  /** CSS selector of the images the zoom attaches to. */
  imageZoomSelector: string;
  /** Base URL that a doc's path is appended to for the "Edit this page" link; empty hides the link. */
  editUrl: string;
  /** Hosted search; empty means the built-in index. */
  docSearch?: DocSearchConfig;
  /** Page-view analytics; empty means none. */
  analytics: AnalyticsConfig;
  /** Origins content may load images, media and frames from; none when absent. */
  externalResources?: ExternalResourcesConfig;
}

/** A doc reference: its id (path under `content/` without extension, or front-matter `id`). */
type SidebarDocRef = string;

/**
 * Icons a sidebar category can show before its label, named for what they draw and painted as CSS
 * masks in the text colour (`app/styles/icons.css`), so they look the same on every machine,
 * unlike emoji, which show as empty boxes where no colour-emoji font is installed.
 */
export const SIDEBAR_ICONS = ['rocket', 'chat', 'plug', 'window', 'puzzle', 'bulb', 'book'] as const;

/** The name of a sidebar icon: `rocket`, `chat`, `plug`, `window`, `puzzle`, `bulb` or `book`. */
export type SidebarIconName = (typeof SIDEBAR_ICONS)[number];

/** A group of sidebar items under a label that opens and closes. */
export interface SidebarCategoryItem {
  type: 'category';
  /** Text in the sidebar, breadcrumbs and search results. Plain words: put no emoji here, use `icon`. */
  label: string;
  /** The items inside, in reading order. */
  items: SidebarItem[];
  /** Accepted for Docusaurus configs; a category opens when the current page is inside it. */
  collapsed?: boolean;
  /** An icon shown before the label in the sidebar; an unknown name is an error naming the config line. */
  icon?: SidebarIconName;
}

/** One item of a sidebar, in the Docusaurus shapes writers know. */
export type SidebarItem =
  | SidebarDocRef
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | SidebarCategoryItem
  | { type: 'autogenerated'; dirName: string };

/** Named sidebars; the site uses the one named by the current version. */
export type SidebarsConfig = Record<string, SidebarItem[]>;
