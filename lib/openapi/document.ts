/**
 * Loading the OpenAPI document from YAML: the data, and where each node sits in which file, so a
 * problem in the document is reported as `content/api/openapi.yaml:LINE`.
 */
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import type { Diagnostic } from '../diagnostics';
import { isObject, pointerSegments, toPointer, type JsonObject } from './pointer';

/** A place in a file (1-based line and column). */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

/** The OpenAPI document as plain data, with the source location of every node. */
export interface OpenApiDocument {
  /** The file messages about the document name (`content/api/openapi.yaml`). */
  file: string;
  data: JsonObject;
  /** Location of each node by JSON pointer; a map entry is located at its key. */
  locations: Map<string, SourceLocation>;
}

/** What loading gives: the document (null when the YAML cannot be read) and the problems found. */
export interface LoadedDocument {
  document: OpenApiDocument | null;
  diagnostics: Diagnostic[];
}

function recordLocations(node: Node | null | undefined, segments: string[], at: (offset: number) => SourceLocation, out: Map<string, SourceLocation>): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const child = [...segments, String(pair.key.value)];
      if (pair.key.range) out.set(toPointer(child), at(pair.key.range[0]));
      recordLocations(pair.value as Node | null, child, at, out);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => {
      const child = [...segments, String(index)];
      const itemNode = item as Node | null;
      if (itemNode?.range) out.set(toPointer(child), at(itemNode.range[0]));
      recordLocations(itemNode, child, at, out);
    });
  }
}

/** Parses the document's YAML text; `file` is the path messages name. */
export function loadOpenApiDocument(text: string, file: string): LoadedDocument {
  const lineCounter = new LineCounter();
  const parsed = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number): SourceLocation => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const diagnostics: Diagnostic[] = parsed.errors.map((error) => ({
    severity: 'error',
    ...at(error.pos[0]),
    message: `the OpenAPI document is not valid YAML: ${error.message.split('\n')[0]}`,
    hint: 'fix the YAML syntax (indentation, quotes, a duplicate key)',
  }));
  if (diagnostics.length) return { document: null, diagnostics };
  const data: unknown = parsed.toJS({ maxAliasCount: -1 });
  if (!isObject(data)) {
    return {
      document: null,
      diagnostics: [{ severity: 'error', file, line: 1, column: 1, message: 'the OpenAPI document is not a YAML map', hint: 'start it with `openapi: 3.1.0`' }],
    };
  }
  const locations = new Map<string, SourceLocation>([['', { file, line: 1, column: 1 }]]);
  recordLocations(parsed.contents, [], at, locations);
  return { document: { file, data, locations }, diagnostics };
}

/** Where a pointer's node is, or its closest located ancestor's (the document's start at worst). */
export function locate(document: OpenApiDocument, pointer: string): SourceLocation {
  const segments = pointerSegments(pointer);
  for (let length = segments.length; length > 0; length--) {
    const found = document.locations.get(toPointer(segments.slice(0, length)));
    if (found) return found;
  }
  return document.locations.get('') ?? { file: document.file, line: 1, column: 1 };
}
