/** Every route the spec lists, with the h1 each page must show (checked against the content). */
const SPEC_ROUTES = [
  '/',
  '/search',
  '/changelog',
  ...[
    'attachments', 'channel-disconnect', 'channels', 'chatplugin', 'client-config', 'cluster', 'components',
    'connect-chatPlugin', 'connect-facebook', 'connect-google', 'connect-instagram', 'connect-twilioSms',
    'connect-twilioWhatsApp', 'connect-viber', 'connect-whatsapp', 'contacts', 'contacts-response-payload',
    'conversations', 'introduction', 'messages', 'metadata', 'repositories', 'suggest-replies', 'tags',
    'templates', 'users',
  ].map((page) => `/api/endpoints/${page}`),
  '/api/httpClient', '/api/introduction', '/api/source', '/api/webhook', '/api/websocket',
  '/cli/introduction', '/cli/usage',
  ...['architecture', 'design-principles', 'kafka', 'metadata', 'release-process', 'telemetry'].map((p) => `/concepts/${p}`),
  ...['componentDefinition', 'components', 'glossary', 'quickstart', 'troubleshooting', 'upgrade'].map((p) => `/getting-started/${p}`),
  ...['aws', 'configuration', 'helm', 'introduction', 'minikube', 'security', 'terraform'].map(
    (p) => `/getting-started/installation/${p}`,
  ),
  ...[
    'ai-assistants', 'analytics-demo', 'backup', 'component-reset', 'contributing-components', 'contributing-to-airy',
    'monitoring', 'remote-kafka-cluster',
  ].map((p) => `/guides/${p}`),
  ...['cognigy-ai', 'rasa-assistant', 'rasa-suggested-replies'].map((p) => `/integrations/${p}`),
  ...[
    'applyVariables-note', 'connectChannelOptions', 'connectFormOptional', 'debugging-twilio', 'facebook', 'google',
    'inbox-messages', 'instagram', 'introduction', 'sms-twilio', 'twilio-config', 'twilio-send-message',
    'twilio-sources', 'viber', 'whatsapp-cloud', 'whatsapp-twilio',
  ].map((p) => `/sources/${p}`),
  ...['customization', 'demo', 'installation', 'messageExamples', 'overview', 'quickstart'].map(
    (p) => `/sources/chatplugin/${p}`,
  ),
  '/ui/overview',
  ...['catalog', 'connectors', 'introduction', 'status', 'webhooks'].map((p) => `/ui/control-center/${p}`),
  ...['contacts', 'introduction', 'messenger', 'suggestedReplies', 'tags'].map((p) => `/ui/inbox/${p}`),
  '/ui/testing/integration-testing',
];

/** The URL of a route in the export (trailing slash). */
export const urlOf = (route: string) => (route === '/' ? '/' : `${route}/`);

/** The out-base/ build served at the root (wrong base path), for the base-URL banner. */
export const wrongBaseOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3000) + 2}`;

/** Debian's nginx running deploy/nginx.conf on out-base/, the export copied under the base path. */
export const nginxBaseOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3000) + 4}`;

/** Pages besides the docs that every build has, for checks that must cover every page. */
export const EXTRA_PAGES = ['/404.html'];

/** Pages the site added to the spec's list for Airy Core 0.56.0 (issue 45): new pages add routes, never move old ones. */
const ADDED_ROUTES = [
  '/api/changes',
  '/api/endpoints/schemas',
  '/api/endpoints/streams',
  '/apps/postgresql',
  '/apps/redis',
  '/getting-started/installation/gcp',
  '/getting-started/installation/kubernetes-cluster',
  ...['conversational-ai', 'flink-connector', 'ibm-watson-assistant', 'installation-options', 'overview'].map(
    (p) => `/integrations/${p}`,
  ),
  ...['apps', 'llms', 'schemas', 'streams', 'topics'].map((p) => `/ui/control-center/${p}`),
];

/** Every route the site serves: the spec's and the added ones. */
export const SITE_ROUTES = [...SPEC_ROUTES, ...ADDED_ROUTES];

/** The site's documentation pages: every route but the search page (sitemap, llms files, Markdown copies). */
export const DOC_ROUTES = SITE_ROUTES.filter((route) => route !== '/search');

/** The Airy stand-in (tests/stand-in/) that allows the test sites' origins, and the one that refuses them. */
export const standInOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3000) + 6}`;
export const refusingStandInOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3000) + 7}`;
