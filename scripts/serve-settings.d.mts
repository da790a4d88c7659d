/** Types of `scripts/serve-settings.mjs`. */
export interface ServeSettings {
  /** The base path the folder was built for (`/` or `/docs/core/`). */
  basePath: string;
}
export const SERVE_SETTINGS_FILE: string;
export function writeServeSettings(dir: string, settings: ServeSettings): void;
export function readServeSettings(dir: string): ServeSettings | null;
