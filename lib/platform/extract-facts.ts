/**
 * Reads the platform's facts from its repository at one commit (`scripts/pin-platform.ts` writes
 * them to `facts.json`): the events the webhook publisher sends, the event names the schema
 * knows, the components of the charts and the keys of `airy.yaml` (the chart's values and what
 * the CLI reads). Each set is read from the code that decides it, not from the platform's docs.
 */
import { parse } from 'yaml';
import { extractEndpoints } from './extract-endpoints';
import type { ChartValue, IngressRoute, PlatformFacts } from './facts';

/** A repository at one commit: a file's text, and every file path. */
export interface PlatformSource {
  commit: string;
  read: (path: string) => string;
  paths: string[];
  /** The files whose text matches an extended regular expression (`git grep -lE`); without it every path is read. */
  filesMatching?: (pattern: string) => string[];
}

/** The files each set is read from, named in `facts.json` beside the set. */
const FACT_SOURCES = {
  publisher: 'backend/components/webhook/publisher/src/main/java/co/airy/core/webhook/publisher/Stores.java',
  eventTypes: 'backend/model/event/src/main/java/co/airy/model/event/payload/EventType.java',
  eventPayloads: 'backend/model/event/src/main/java/co/airy/model/event/payload',
  chart: 'infrastructure/helm-chart',
  cliConfig: 'lib/go/config/airy_yaml.go',
};

/** `EventType` constants and their wire names: `MESSAGE_CREATED` → `message.created`. */
export function readEventTypes(javaEnum: string): Map<string, string> {
  return new Map([...javaEnum.matchAll(/^\s*([A-Z_]+)\("([a-z.]+)"\)/gm)].map((match) => [match[1], match[2]]));
}

/** The event names the publisher sends: each `onRecord(Payload.from…)`, through the payload's `getTypeId`. */
function readPublishedEvents(source: PlatformSource): string[] {
  const types = readEventTypes(source.read(FACT_SOURCES.eventTypes));
  const payloads = [...source.read(FACT_SOURCES.publisher).matchAll(/onRecord\((\w+)\.from/g)].map((match) => match[1]);
  return payloads.map((payload) => {
    const java = source.read(`${FACT_SOURCES.eventPayloads}/${payload}.java`);
    const constant = /return EventType\.([A-Z_]+);/.exec(java)?.[1];
    const name = constant && types.get(constant);
    if (!name) throw new Error(`${payload}.java names no EventType the enum knows`);
    return name;
  });
}

function flatten(value: unknown, prefix: string, into: Map<string, ChartValue>): void {
  const isMap = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isMap && Object.keys(value).length) {
    for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}${key}.`, into);
    return;
  }
  const key = prefix.slice(0, -1);
  into.set(key, { default: (value ?? null) as ChartValue['default'], open: isMap });
}

/**
 * The keys of a chart and its sub-charts, as a parent's values address them (`prerequisites.kafka.enabled`),
 * with their defaults: every leaf of each `values.yaml`, each dependency's `condition`, and each
 * `.Values.x` a template reads (`global.x` from any chart is global).
 */
export function readChartValues(source: PlatformSource, chartDir = FACT_SOURCES.chart, prefix = '', into = new Map<string, ChartValue>()): Map<string, ChartValue> {
  const own = (path: string) => path.startsWith(`${chartDir}/`) && !path.slice(chartDir.length + 1).startsWith('charts/');
  if (source.paths.includes(`${chartDir}/values.yaml`)) flatten(parse(source.read(`${chartDir}/values.yaml`)) ?? {}, prefix, into);
  const chart = parse(source.read(`${chartDir}/Chart.yaml`)) as { dependencies?: { condition?: string }[] };
  for (const dependency of chart.dependencies ?? []) {
    if (dependency.condition && !into.has(prefix + dependency.condition)) into.set(prefix + dependency.condition, { default: null, open: false });
  }
  for (const path of source.paths.filter((path) => own(path) && path.includes('/templates/'))) {
    for (const match of source.read(path).matchAll(/\.Values\.([A-Za-z0-9_.-]*[A-Za-z0-9_])/g)) {
      const key = match[1].startsWith('global.') ? match[1] : prefix + match[1];
      if (![...into.keys()].some((known) => known === key || known.startsWith(`${key}.`))) into.set(key, { default: null, open: false });
    }
  }
  const subcharts = new Set(source.paths.filter((path) => path.startsWith(`${chartDir}/charts/`) && path.endsWith('/Chart.yaml')).map((path) => path.slice(chartDir.length + 8).split('/')[0]));
  for (const name of subcharts) readChartValues(source, `${chartDir}/charts/${name}`, `${prefix}${name}.`, into);
  return into;
}

/** The keys the CLI reads from `airy.yaml` (`lib/go/config`): each struct field's yaml tag, from `AiryConf` down. */
export function readCliKeys(goSource: string): Map<string, ChartValue> {
  const structs = new Map<string, [tag: string, type: string][]>();
  for (const match of goSource.matchAll(/type (\w+) struct \{([^}]*)\}/g)) {
    structs.set(match[1], [...match[2].matchAll(/^\s*\w+\s+(\S+)\s+`yaml:"([^",]+)/gm)].map((field) => [field[2], field[1]]));
  }
  const keys = new Map<string, ChartValue>();
  const walk = (struct: string, prefix: string) => {
    for (const [tag, type] of structs.get(struct) ?? []) {
      if (structs.has(type)) walk(type, `${prefix}${tag}.`);
      else keys.set(`${prefix}${tag}`, { default: null, open: type.startsWith('map[') });
    }
  };
  walk('AiryConf', '');
  return keys;
}

/** The names of the components: the core chart's (`components.*.*.name`) and each component chart's. */
export function readComponents(source: PlatformSource, values = readChartValues(source)): string[] {
  const core = [...values].filter(([key]) => key.startsWith('components.') && key.endsWith('.name')).map(([, value]) => String(value.default));
  const charts = source.paths
    .filter((path) => /^backend\/(.+\/)?helm\/Chart\.yaml$/.test(path))
    .map((path) => (parse(source.read(path)) as { name: string }).name);
  return [...new Set([...core, ...charts])].sort();
}

/** The routes of one YAML document, if it is an Ingress. */
function routesOfDocument(text: string, file: string, values: Map<string, ChartValue>): IngressRoute[] {
  if (!/kind: Ingress/.test(text)) return [];
  const ingress = /^\s*name:\s*'?([\w-]+)'?/m.exec(text)?.[1] ?? file;
  return [...text.matchAll(/- path: (\S+)[\s\S]*?service:\s*\n\s*name: ("?)([^"\n]+)\2/g)].map((match) => ({
    path: match[1],
    service: match[3].replace(/\{\{\s*\.Values\.([\w.]+)\s*\}\}/, (_, key: string) => String(values.get(key)?.default ?? key)),
    ingress,
    file,
  }));
}

/**
 * The paths each ingress of the charts sends on, and the service that gets them (a service name
 * written as a chart value, `{{ .Values.components.frontend.inbox.name }}`, is resolved to its default).
 */
function readRoutes(source: PlatformSource, values: Map<string, ChartValue>): IngressRoute[] {
  const files = source.paths.filter((path) => /^(infrastructure\/helm-chart|backend\/components)\/(.*\/)?templates\/(.*\/)?(ingress|ngrok)\.yaml$/.test(path));
  return files.flatMap((file) => source.read(file).split(/^---$/m).flatMap((text) => routesOfDocument(text, file, values)));
}

/** Every set, read from the repository. */
export function extractFacts(source: PlatformSource): PlatformFacts {
  const types = readEventTypes(source.read(FACT_SOURCES.eventTypes));
  const values = readChartValues(source);
  const cli = readCliKeys(source.read(FACT_SOURCES.cliConfig));
  for (const [key, value] of cli) if (!values.has(key)) values.set(key, value);
  const routes = readRoutes(source, values);
  return {
    commit: source.commit,
    sources: FACT_SOURCES,
    webhookEvents: readPublishedEvents(source).sort((a, b) => [...types.values()].indexOf(a) - [...types.values()].indexOf(b)),
    eventTypes: [...types.values()],
    components: readComponents(source, values),
    charts: [...new Set(source.paths.filter((path) => path.endsWith('/Chart.yaml')).map((path) => (parse(source.read(path)) as { name: string }).name))].sort(),
    routes,
    endpoints: extractEndpoints(source, routes),
    airyYamlKeys: Object.fromEntries([...values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}
