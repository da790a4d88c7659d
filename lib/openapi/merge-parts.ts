/**
 * Merging a partial document (`openapi.part-b.yaml`: only `paths` and `components.schemas`) into
 * the main one. Temporary: the two API writers work in parallel files until the lead merges them
 * into `openapi.yaml`; then this module and its use in `scripts/check-api.ts` go.
 */
import type { Diagnostic } from '../diagnostics';
import { locate, type OpenApiDocument } from './document';
import { isObject, toPointer, type JsonObject } from './pointer';

function mergeSection(
  main: OpenApiDocument,
  part: OpenApiDocument,
  segments: string[],
  target: JsonObject,
  diagnostics: Diagnostic[],
): void {
  let source: unknown = part.data;
  for (const segment of segments) source = isObject(source) ? source[segment] : undefined;
  if (!isObject(source)) return;
  for (const [key, value] of Object.entries(source)) {
    const pointer = toPointer([...segments, key]);
    if (key in target) {
      const first = locate(main, pointer);
      diagnostics.push({
        severity: 'error',
        ...locate(part, pointer),
        message: `${segments.join('.')} "${key}" is defined in both parts of the document`,
        hint: `keep one: the other is at ${first.file}:${first.line}`,
      });
      continue;
    }
    target[key] = value;
    for (const [p, location] of part.locations) if (p === pointer || p.startsWith(`${pointer}/`)) main.locations.set(p, location);
  }
}

/** The main document with the part's `paths` and `components.schemas` added (a new object; inputs unchanged). */
export function mergeDocumentPart(main: OpenApiDocument, part: OpenApiDocument): { document: OpenApiDocument; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const mainComponents = isObject(main.data.components) ? main.data.components : {};
  const paths: JsonObject = { ...(isObject(main.data.paths) ? main.data.paths : {}) };
  const schemas: JsonObject = { ...(isObject(mainComponents.schemas) ? mainComponents.schemas : {}) };
  const merged: OpenApiDocument = {
    file: main.file,
    data: { ...main.data, paths, components: { ...mainComponents, schemas } },
    locations: new Map(main.locations),
  };
  mergeSection(merged, part, ['paths'], paths, diagnostics);
  mergeSection(merged, part, ['components', 'schemas'], schemas, diagnostics);
  return { document: merged, diagnostics };
}
