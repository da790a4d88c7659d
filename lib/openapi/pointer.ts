/** JSON pointers (RFC 6901) into the OpenAPI document: how schemas and errors name a place in it. */

/** One plain JSON object, as the document holds it. */
export type JsonObject = Record<string, unknown>;

/** `a/b~c` → `a~1b~0c`: one pointer segment. */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins segments into a pointer: `['paths', '/m.send']` → `/paths/~1m.send`. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => `/${escapePointerSegment(String(s))}`).join('');
}

/** Splits a pointer into its unescaped segments; `''` is the root. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a pointer, or `undefined`. */
export function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of pointerSegments(pointer)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as JsonObject)[segment];
  }
  return node;
}

/** True for a plain object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The pointer of a local `$ref` (`#/components/schemas/Message` → `/components/schemas/Message`), else null. */
export function localRefPointer(ref: unknown): string | null {
  if (typeof ref !== 'string' || !ref.startsWith('#')) return null;
  return decodeURIComponent(ref.slice(1));
}

/** Follows local `$ref`s (`{ $ref: '#/…' }` objects) to the object they name, with its pointer. */
export function followRefs(root: unknown, value: unknown, pointer: string): { value: unknown; pointer: string } {
  const seen = new Set<string>();
  let current = { value, pointer };
  while (isObject(current.value) && typeof current.value.$ref === 'string') {
    const target = localRefPointer(current.value.$ref);
    if (target === null || seen.has(target)) break;
    seen.add(target);
    current = { value: valueAt(root, target), pointer: target };
  }
  return current;
}
