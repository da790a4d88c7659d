/**
 * The HTTP endpoints the platform's code serves, read from the handlers that register them:
 * Spring's `@…Mapping` annotations (Java), `Handle`/`HandleFunc` on a router (Go) and an Express
 * app's `app.get`/`app.post` (TypeScript, from 0.55.0). Each endpoint names the file and line that
 * registers it, the component whose image is built from that code, the Kubernetes service in front
 * of it, and the ingress route that reaches it (the longest prefix of the charts' routes, when that
 * route sends to the same service).
 */
import type { IngressRoute, PlatformEndpoint } from './facts';
import { readDeployments, type Deployment } from './read-deployments';
import type { PlatformSource } from './extract-facts';

/** Where handlers live: the backend, the cluster controller and shared libraries; never tests or the web apps. */
const HANDLER_FILE = /^(backend|infrastructure|lib)\/.*\.(java|go|ts)$/;
const NOT_HANDLER_FILE = /(^|\/)(src\/test|test|tests|node_modules|frontend)\/|_test\.go$|\.(spec|test)\.ts$/;
/** What a file must contain to register a handler (a cheap filter before parsing). */
const HANDLER_HINT = 'Mapping\\(|\\.Handle(Func)?\\("/|\\.(get|post|put|delete|patch)\\(\\s*[\'"]/';

const JAVA_MAPPING = /@(Get|Post|Put|Delete|Patch|Request)Mapping\s*\(/g;
const GO_HANDLE = /\.(?:Handle|HandleFunc)\(\s*"(\/[^"]*)"/g;
const EXPRESS_ROUTE = /\b(?:app|router)\.(get|post|put|delete|patch|all)\(\s*['"](\/[^'"]*)['"]/g;

/** The 1-based line of an offset in a text. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** The text between the parenthesis at `open` and the one that closes it. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

type Found = Omit<PlatformEndpoint, 'component' | 'service' | 'route'>;

/** Spring mappings: the paths of `value`/`path` (or the bare argument), with the method the annotation or `method =` names. */
function javaMappings(file: string, text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(JAVA_MAPPING)) {
    const args = argumentsAt(text, match.index + match[0].length - 1);
    const pathsPart = args.replace(/\b(consumes|produces|headers|params|method|name)\s*=\s*(\{[^}]*\}|[^,]+)/g, '');
    const method = match[1] === 'Request' ? (/RequestMethod\.([A-Z]+)/.exec(args)?.[1] ?? 'ANY') : match[1].toUpperCase();
    const start = match.index + match[0].length;
    for (const literal of pathsPart.matchAll(/"([^"]*)"/g)) {
      const path = literal[1].startsWith('/') ? literal[1] : `/${literal[1]}`;
      found.push({ path, method, file, line: lineAt(text, start + args.indexOf(`"${literal[1]}"`)) });
    }
  }
  return found;
}

function goHandlers(file: string, text: string): Found[] {
  return [...text.matchAll(GO_HANDLE)].map((match) => ({ path: match[1], method: 'ANY', file, line: lineAt(text, match.index) }));
}

function expressRoutes(file: string, text: string): Found[] {
  if (!/from ['"]express['"]|require\(['"]express['"]\)/.test(text)) return [];
  return [...text.matchAll(EXPRESS_ROUTE)].map((match) => ({ path: match[2], method: match[1] === 'all' ? 'ANY' : match[1].toUpperCase(), file, line: lineAt(text, match.index) }));
}

/** Every handler registration in the source, in path order (then file and line). */
export function findHandlers(source: PlatformSource): Found[] {
  const candidates = source.filesMatching
    ? source.filesMatching(HANDLER_HINT).filter((path) => HANDLER_FILE.test(path) && !NOT_HANDLER_FILE.test(path))
    : source.paths.filter((path) => HANDLER_FILE.test(path) && !NOT_HANDLER_FILE.test(path));
  const found = candidates.flatMap((file) => {
    const text = source.read(file);
    if (file.endsWith('.java')) return javaMappings(file, text);
    if (file.endsWith('.go')) return goHandlers(file, text);
    return expressRoutes(file, text);
  });
  return found.sort((a, b) => (a.path === b.path ? (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1) : a.path < b.path ? -1 : 1));
}

/** The image built from the folder holding `file`: the nearest `BUILD` with a `container_release` (`api/admin`). */
function imageOf(file: string, source: PlatformSource): string | undefined {
  const parts = file.split('/');
  for (let depth = parts.length - 1; depth > 0; depth -= 1) {
    const build = `${parts.slice(0, depth).join('/')}/BUILD`;
    if (!source.paths.includes(build)) continue;
    const release = /container_release\(([^)]*)\)/.exec(source.read(build))?.[1];
    if (!release) continue;
    const registry = /registry\s*=\s*"([^"]+)"/.exec(release)?.[1]?.replace(/^[^/]+\/airyhq\/?/, '');
    const repository = /repository\s*=\s*"([^"]+)"/.exec(release)?.[1];
    return repository && [registry, repository].filter(Boolean).join('/');
  }
  return undefined;
}

/** The deployment that runs `file`'s code: by its image, or the only one (or the one named like the file) of the component chart beside it. */
function deploymentOf(file: string, source: PlatformSource, deployments: Deployment[]): Deployment | undefined {
  const image = imageOf(file, source);
  const byImage = image && deployments.find((deployment) => deployment.images.some((used) => used === image || used.endsWith(`/${image}`)));
  if (byImage) return byImage;
  const folder = /^backend\/components\/[^/]+/.exec(file)?.[0];
  const ofChart = deployments.filter((deployment) => folder && deployment.chartDir === `${folder}/helm`);
  if (ofChart.length === 1) return ofChart[0];
  const stem = file.split('/').pop()?.replace(/\.\w+$/, '');
  return ofChart.find((deployment) => stem && deployment.name.endsWith(stem));
}

/** True when an ingress path (a prefix, or a prefix with a regular expression tail) matches the start of `path`. */
function routeMatches(route: string, path: string): boolean {
  if (!/[()|$*]/.test(route)) return path.startsWith(route);
  return new RegExp(`^${route}`).test(path);
}

/** The route the ingress sends `path` on: the longest matching prefix of all routes. */
export function routeFor(path: string, routes: IngressRoute[]): IngressRoute | undefined {
  return routes.filter((route) => routeMatches(route.path, path)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** The endpoints of the source, each with the component and service that serve it and the route that reaches it (null: none does). */
export function extractEndpoints(source: PlatformSource, routes: IngressRoute[]): PlatformEndpoint[] {
  const deployments = readDeployments(source);
  return findHandlers(source).map((found) => {
    const deployment = deploymentOf(found.file, source, deployments);
    const service = deployment?.service ?? null;
    const route = routeFor(found.path, routes);
    return { ...found, component: deployment?.component ?? null, service, route: route && service && route.service === service ? route.path : null };
  });
}
