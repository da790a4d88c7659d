/**
 * The workloads of the platform's Helm charts: each Deployment (or StatefulSet) with the images it
 * runs, the Service whose selector picks it, and the component it belongs to. Templates are read as
 * text: `{{ .Values.x }}` is replaced by the chart's default for `x` and other template actions are
 * dropped, which is enough for names, labels and images.
 */
import { parse } from 'yaml';
import type { PlatformSource } from './extract-facts';

/** One workload of a chart. */
export interface Deployment {
  name: string;
  /** The chart folder whose templates hold it. */
  chartDir: string;
  /** Images as written without their tag, with the chart's defaults filled in (`ghcr.io/airyhq/api/admin`). */
  images: string[];
  /** The Service that selects its pods, or null when none does. */
  service: string | null;
  /** The component: a component chart's name, or the core chart's workload's `app` label. */
  component: string;
}

const CORE_CHART = 'infrastructure/helm-chart';
const COMPONENT_CHART = /^backend\/components\/[^/]+\/helm$/;

/** Every chart folder: the core chart, its sub-charts at any depth, and each component's chart. */
function chartDirs(source: PlatformSource): string[] {
  return source.paths
    .filter((path) => path.endsWith('/Chart.yaml') && (path.startsWith(`${CORE_CHART}/`) || COMPONENT_CHART.test(path.slice(0, -'/Chart.yaml'.length))))
    .map((path) => path.slice(0, -'/Chart.yaml'.length));
}

function valueAt(values: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}

/** A template's text with `.Values` filled in from the chart's defaults and every other action removed. */
function fillTemplate(text: string, values: unknown): string {
  return text.replace(/\{\{-?\s*([^}]*?)\s*-?\}\}/g, (_, action: string) => {
    const key = /^\.Values\.([\w.]+)(\s*\|.*)?$/.exec(action)?.[1];
    const value = key === undefined ? undefined : valueAt(values, key);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}

const unquote = (value: string) => value.trim().replace(/^["']|["']$/g, '');
const firstField = (text: string, field: string) => {
  const value = new RegExp(`^\\s*${field}:\\s*(\\S.*)$`, 'm').exec(text)?.[1];
  return value === undefined ? undefined : unquote(value);
};

interface Workload {
  name: string;
  app: string;
  images: string[];
}

interface ServiceDoc {
  name: string;
  selects: string;
}

/** The workloads and services of one chart's templates (not its sub-charts'). */
function readChart(source: PlatformSource, chartDir: string): { workloads: Workload[]; services: ServiceDoc[] } {
  const valuesFile = `${chartDir}/values.yaml`;
  const values = source.paths.includes(valuesFile) ? parse(source.read(valuesFile)) : {};
  const templates = source.paths.filter((path) => path.startsWith(`${chartDir}/templates/`) && /\.ya?ml$/.test(path));
  const workloads: Workload[] = [];
  const services: ServiceDoc[] = [];
  for (const template of templates) {
    for (const doc of fillTemplate(source.read(template), values).split(/^---\s*$/m)) {
      const kind = firstField(doc, 'kind');
      const name = firstField(doc, 'name');
      if (!name) continue;
      if (kind === 'Deployment' || kind === 'StatefulSet') {
        // The tag is left out: it is a template default (`:{{ .Chart.Version }}`) more often than not.
        const images = [...doc.matchAll(/^\s*-?\s*image:\s*(\S.*)$/gm)].map((match) => unquote(match[1]).replace(/:[^/]*$/, ''));
        workloads.push({ name, app: firstField(doc, 'app') ?? name, images });
      } else if (kind === 'Service') {
        const selector = doc.slice(doc.search(/^\s*selector:/m));
        services.push({ name, selects: firstField(selector, 'app') ?? name });
      }
    }
  }
  return { workloads, services };
}

/** Every workload of every chart, with its service and component. */
export function readDeployments(source: PlatformSource): Deployment[] {
  return chartDirs(source).flatMap((chartDir) => {
    const { workloads, services } = readChart(source, chartDir);
    const chartName = COMPONENT_CHART.test(chartDir) ? (parse(source.read(`${chartDir}/Chart.yaml`)) as { name?: string }).name : undefined;
    return workloads.map((workload) => ({
      name: workload.name,
      chartDir,
      images: workload.images,
      service: services.find((service) => service.selects === workload.app)?.name ?? null,
      component: chartName ?? workload.app,
    }));
  });
}
