/**
 * The platform's facts that pages share (`facts.json`, written by `scripts/pin-platform.ts` from
 * the repository at the commit the docs describe): the sets a page's value must belong to, and
 * the values the `<Platform>` component writes into a sentence or a table cell.
 *
 * Read from the file each time a render job starts (never bundled), so an edit reaches every
 * page in the next build and under `npm run dev`; the file is under `lib/`, so it is part of
 * every render's cache key (`rendererVersion`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A key of `airy.yaml`: its chart default (null: none in `values.yaml`), and whether it takes keys of its own (a map). */
export interface ChartValue {
  default: string | number | boolean | null | unknown[] | Record<string, never>;
  open: boolean;
}

/** One path an ingress of the charts sends on (nginx prefix match; the longest prefix wins). */
export interface IngressRoute {
  path: string;
  service: string;
  /** The ingress's name (`airy-core`, `airy-core-controller`, `airy-core-ngrok`, …). */
  ingress: string;
  /** The template it is written in. */
  file: string;
}

/** One HTTP endpoint the platform's code registers. */
export interface PlatformEndpoint {
  /** `/messages.send` */
  path: string;
  /** `POST`, `GET`, …, or `ANY` when the handler takes every method. */
  method: string;
  /** The file and line that register it, at the pinned commit. */
  file: string;
  line: number;
  /** The component that serves it (`api-communication`), or null when no chart runs that code. */
  component: string | null;
  /** The Kubernetes service in front of it (`sources-facebook-connector`). */
  service: string | null;
  /** The ingress route that reaches it (the longest matching prefix, sending to its service), or null. */
  route: string | null;
}

/** Everything in `facts.json`. */
export interface PlatformFacts {
  /** The commit the sets were read at (the same as `PLATFORM_COMMIT`). */
  commit: string;
  /** The files of the repository each set comes from. */
  sources: Record<string, string>;
  /** Event types the webhook publisher sends, in the publisher's order. */
  webhookEvents: string[];
  /** Every name the event schema knows (the API accepts them in a subscription). */
  eventTypes: string[];
  /** Component names: the core chart's and every component chart's. */
  components: string[];
  /** The name of every Helm chart in the repository (the core chart `airy`, its sub-charts, each component's). */
  charts: string[];
  /** The ingress routes of the charts. */
  routes: IngressRoute[];
  /** Every HTTP endpoint the code registers, by path. */
  endpoints: PlatformEndpoint[];
  /** Keys of `airy.yaml` (chart values and the CLI's keys), by dotted path. */
  airyYamlKeys: Record<string, ChartValue>;
}

/** Where the facts are, relative to the project root. */
export const PLATFORM_FACTS_PATH = join('lib', 'platform', 'facts.json');

/** The facts as the file holds them now. */
export function readPlatformFacts(projectRoot: string): PlatformFacts {
  return JSON.parse(readFileSync(join(projectRoot, PLATFORM_FACTS_PATH), 'utf8')) as PlatformFacts;
}

/** The facts of this checkout (for a render without a job: tests, one-off renders). */
export function committedFacts(): PlatformFacts {
  return JSON.parse(readFileSync(new URL('./facts.json', import.meta.url), 'utf8')) as PlatformFacts;
}
