/**
 * How to send one operation's request, from the OpenAPI document, so an assistant needs no second
 * lookup: the server's URL template with its variables (`{scheme}://{host}`), and the credentials
 * its security asks for, each as the header or parameter to send (`Authorization: Bearer <token>`).
 * Operation-level `servers` and `security` win over the path item's and the document's.
 */
import type { FoundOperation, OpenApiDocument } from './openapi';

type JsonObject = Record<string, unknown>;

interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default?: string; enum?: string[]; description?: string }>;
}

function serversOf(document: OpenApiDocument, found: FoundOperation): ServerObject[] {
  const pathItem = (document.paths ?? {})[found.path] as JsonObject | undefined;
  const servers = (found.operation.servers ?? pathItem?.servers ?? document.servers) as ServerObject[] | undefined;
  return servers?.length ? servers : [{ url: '/' }];
}

function variableLine(name: string, variable: NonNullable<ServerObject['variables']>[string]): string {
  const facts = [
    ...(variable.default !== undefined ? [`default \`${variable.default}\``] : []),
    ...(variable.enum?.length ? [`one of ${variable.enum.map((value) => `\`${value}\``).join(', ')}`] : []),
  ];
  return `- \`${name}\`${facts.length ? ` (${facts.join('; ')})` : ''}${variable.description ? `: ${variable.description}` : ''}`;
}

/** What to send, for one security scheme of the document's `components.securitySchemes`. */
function credentialOf(scheme: JsonObject | undefined): string {
  if (!scheme) return 'a scheme the document does not define';
  const type = String(scheme.type ?? '');
  if (type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') return 'send `Authorization: Bearer <token>`';
  if (type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') return 'send `Authorization: Basic <base64 of user:password>`';
  if (type === 'http') return `send \`Authorization: ${String(scheme.scheme)} <credentials>\``;
  if (type === 'apiKey' && scheme.in === 'query') return `add the query parameter \`${String(scheme.name)}=<key>\``;
  if (type === 'apiKey' && scheme.in === 'cookie') return `send the cookie \`${String(scheme.name)}=<key>\``;
  if (type === 'apiKey') return `send \`${String(scheme.name)}: <key>\``;
  return 'send `Authorization: Bearer <access token>` (OAuth 2 or OpenID Connect)';
}

function credentialLines(document: OpenApiDocument, found: FoundOperation): string[] {
  const requirements = (found.operation.security ?? document.security) as JsonObject[] | undefined;
  if (!requirements) return [];
  const schemes = ((document.components as JsonObject | undefined)?.securitySchemes ?? {}) as Record<string, JsonObject>;
  const options = requirements.filter((requirement) => Object.keys(requirement).length);
  if (!options.length) return ['No credentials needed.'];
  const optional = options.length < requirements.length ? ' (optional)' : '';
  const describe = (name: string) => {
    const scheme = schemes[name];
    return `\`${name}\`: ${credentialOf(scheme)}.${scheme?.description ? ` ${String(scheme.description)}` : ''}`;
  };
  const alternatives = options.map((requirement) => Object.keys(requirement).map(describe).join(' and '));
  return [`Credentials${optional}${options.length > 1 ? ', one of' : ''}:`, '', ...alternatives.map((line) => `- ${line}`)];
}

/** The "Request" part of an operation's answer: method and URL template, its variables, the credentials. */
export function requestLines(document: OpenApiDocument, found: FoundOperation): string[] {
  const servers = serversOf(document, found);
  const [server] = servers;
  const base = server.url.replace(/\/+$/, '');
  return [
    '## Request',
    '',
    `\`${found.method.toUpperCase()} ${base}${found.path}\``,
    '',
    ...(server.url !== '/' ? [`Server \`${server.url}\`${server.description ? ` (${server.description})` : ''}${server.variables ? ', where:' : ''}`, ''] : []),
    ...Object.entries(server.variables ?? {}).map(([name, variable]) => variableLine(name, variable)),
    ...(server.variables ? [''] : []),
    ...(servers.length > 1 ? [`Other servers: ${servers.slice(1).map((other) => `\`${other.url}\``).join(', ')}.`, ''] : []),
    ...credentialLines(document, found),
    '',
  ];
}
