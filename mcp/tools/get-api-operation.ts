/** `get_api_operation`: one operation of the site's `openapi.json`, schemas resolved, with examples and its page. */
import { closestOperations, findOperation, mediaExample, resolveRefs, type OpenApiDocument } from '../openapi';
import { requestLines } from '../openapi-request';
import { MissingFileError } from '../source';
import type { SiteAccess } from '../site-access';
import { quoted, textArgument } from '../arguments';
import { answer, errorResult, textResult } from './results';

/** The published document's path in the site (`lib/urls.ts` names both files). */
const OPENAPI_FILE = 'openapi.json';

type JsonObject = Record<string, unknown>;

export const getApiOperationTool = {
  name: 'get_api_operation',
  config: {
    title: 'Look up an HTTP API operation',
    description:
      'Returns one operation of the site\'s OpenAPI document: method and path, the release that added it, description, how to send it (the server URL template and the credentials: which header, which token), parameters, request body and responses with their JSON schemas fully resolved, an example of each body, and the URL of the docs page that documents it. ' +
      '`operation` is the path (`/messages.send`, optionally with the method: `POST /messages.send`) or the operation ID (`messages.send`).',
    inputSchema: {
      operation: textArgument('Path such as `/conversations.list`, or an operation ID'),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
};

function json(value: unknown): string {
  return ['```json', JSON.stringify(value, null, 2), '```'].join('\n');
}

function bodyLines(title: string, content: JsonObject | undefined): string[] {
  return Object.entries(content ?? {}).flatMap(([type, media]) => {
    const { example, madeUp } = mediaExample(media as Parameters<typeof mediaExample>[0]);
    const schema = (media as JsonObject).schema;
    return [
      `${title} \`${type}\` schema:`,
      '',
      schema ? json(schema) : '(no schema)',
      '',
      madeUp ? 'Example (made from the schema; the document has none):' : 'Example:',
      '',
      json(example),
      '',
    ];
  });
}

function parameterLine(parameter: JsonObject): string {
  const schema = parameter.schema as JsonObject | undefined;
  const type = schema?.type ? ` (${String(schema.type)})` : '';
  return `- \`${String(parameter.name)}\` in ${String(parameter.in)}${type}${parameter.required ? ', required' : ''}${parameter.description ? `: ${String(parameter.description)}` : ''}`;
}

export async function getApiOperation(access: SiteAccess, { operation }: { operation: string }) {
  return answer(async () => {
    const site = await access.site();
    let document: OpenApiDocument;
    try {
      document = await site.json<OpenApiDocument>(OPENAPI_FILE);
    } catch (error) {
      if (error instanceof MissingFileError) return errorResult('This docs site publishes no OpenAPI document (openapi.json), so it has no API operations to look up.');
      throw error;
    }
    const found = findOperation(document, operation);
    if (!found) return errorResult(`No operation ${quoted(operation)} in the site's OpenAPI document. Closest: ${closestOperations(document, operation).join(', ')}.`);
    const resolved = resolveRefs(document, found.operation as never) as JsonObject;
    const pathItem = (document.paths ?? {})[found.path] as JsonObject;
    const parameters = [...((resolveRefs(document, (pathItem.parameters ?? []) as never) as JsonObject[]) ?? []), ...((resolved.parameters as JsonObject[]) ?? [])];
    const requestBody = resolved.requestBody as JsonObject | undefined;
    const page = typeof resolved['x-page'] === 'string' ? site.pageUrl(resolved['x-page']) : null;
    const lines = [
      `# ${found.method.toUpperCase()} ${found.path}${resolved.summary ? `: ${String(resolved.summary)}` : ''}`,
      '',
      ...(resolved.operationId ? [`Operation ID: \`${String(resolved.operationId)}\``] : []),
      ...(page ? [`Documented at: ${page}`] : []),
      // The build's `x-added-in`, from the platform's history: an instance of an earlier release lacks the operation.
      ...(typeof resolved['x-added-in'] === 'string' ? [`Added in: Airy Core ${resolved['x-added-in']} (earlier releases do not have it)`] : []),
      '',
      ...(resolved.description ? [String(resolved.description), ''] : []),
      ...requestLines(document, found),
      ...(parameters.length ? ['## Parameters', '', ...parameters.map(parameterLine), ''] : []),
      ...(requestBody ? ['## Request body', '', ...(requestBody.description ? [String(requestBody.description), ''] : []), ...bodyLines(requestBody.required ? 'Required body,' : 'Optional body,', requestBody.content as JsonObject)] : []),
      '## Responses',
      '',
      ...Object.entries((resolved.responses ?? {}) as JsonObject).flatMap(([status, response]) => {
        const body = response as JsonObject;
        return [`### ${status}`, '', ...(body.description ? [String(body.description), ''] : []), ...bodyLines('Body', body.content as JsonObject)];
      }),
    ];
    return textResult(`${lines.join('\n').trim()}\n`);
  });
}
