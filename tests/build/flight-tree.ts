/**
 * Reads a Flight payload into one tree, every reference resolved, so that two payloads can be
 * compared for what they say rather than how React cut them into rows: React moves a part of a
 * row into a row of its own once the row grows past a size, so the same page at a longer route
 * can be cut differently (tests of the assumption `stamped-pages`).
 */
const REFERENCE = /^\$([LQ@WKB]?)([0-9a-f]+)((?::[^:]+)*)$/;

/** The resolved tree of a payload, and its hints (`:HL[…]` rows), in order. */
export function flightTree(text: string): { root: unknown; hints: string[] } {
  const rows = new Map<string, string>();
  const hints: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]*):(.*)$/s.exec(line);
    if (!match) continue;
    if (match[1] === '') hints.push(match[2]);
    else rows.set(match[1], match[2]);
  }
  const resolved = new Map<string, unknown>();
  const rowValue = (id: string, seen: Set<string>): unknown => {
    if (resolved.has(id)) return resolved.get(id);
    const raw = rows.get(id);
    if (raw === undefined) return `<missing row ${id}>`;
    if (seen.has(id)) return `<cycle ${id}>`;
    let value: unknown;
    if (/^[A-Z]/.test(raw) && !raw.startsWith('[') && !raw.startsWith('{')) value = { row: raw[0], data: raw.slice(1) };
    else value = JSON.parse(raw);
    const done = walk(value, new Set([...seen, id]));
    resolved.set(id, done);
    return done;
  };
  const walk = (value: unknown, seen: Set<string>): unknown => {
    if (typeof value === 'string') {
      const match = REFERENCE.exec(value);
      if (!match) return value;
      let target = rowValue(match[2], seen) as Record<string, unknown> | unknown;
      for (const step of match[3].split(':').filter(Boolean)) target = (target as Record<string, unknown> | undefined)?.[step];
      return target;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, seen));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, seen)]));
    return value;
  };
  return { root: rowValue('0', new Set()), hints };
}
