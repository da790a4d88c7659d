/**
 * The published API document says which release of the platform added each operation: an
 * `x-added-in` on every operation the platform's history knows (issue 46). The Try it panel and
 * the MCP server read it from the published `openapi.json`; `openapi.yaml` gets the same values,
 * written into the writer's YAML so its comments and order stay.
 */
import { parseDocument } from 'yaml';
import type { HistoryView } from '../render/added-in';
import type { OpenApiDocument } from './document';
import { listOperations } from './operations';
import { isObject } from './pointer';

/** The extension's name. */
const ADDED_IN_EXTENSION = 'x-added-in';

/** The document with `x-added-in` on each operation whose path the history has at the pin. */
export function withAddedIn(document: OpenApiDocument, history: HistoryView): OpenApiDocument {
  const data = structuredClone(document.data);
  for (const operation of listOperations(document)) {
    const release = history.operations[operation.path]?.addedIn;
    const item = isObject(data.paths) ? data.paths[operation.path] : undefined;
    const raw = isObject(item) ? item[operation.method.toLowerCase()] : undefined;
    if (release && isObject(raw)) raw[ADDED_IN_EXTENSION] = release;
  }
  return { ...document, data };
}

/** The writer's YAML text with the `x-added-in` values of `data` set (nothing else changes). */
export function yamlWithAddedIn(text: string, data: OpenApiDocument['data']): string {
  const yaml = parseDocument(text);
  const paths = isObject(data.paths) ? data.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (isObject(operation) && typeof operation[ADDED_IN_EXTENSION] === 'string') yaml.setIn(['paths', path, method, ADDED_IN_EXTENSION], operation[ADDED_IN_EXTENSION]);
    }
  }
  return yaml.toString({ lineWidth: 0 });
}
