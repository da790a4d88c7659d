/** The environment of a test build: the shell's, without any setting that changes what a build produces. */

/** Variables an operator sets to shape a build (`site.config.ts`, `scripts/build.ts`). */
const BUILD_SETTINGS = ['SITE_URL', 'BASE_PATH', 'EDIT_URL', 'DOCS_CONTENT_DIR', 'DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME', 'GA_MEASUREMENT_ID', 'ANALYTICS_ENDPOINT'];

/** The shell's environment minus the build settings, plus `settings`. */
export function buildEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !BUILD_SETTINGS.includes(name)));
  return { ...inherited, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...settings };
}
