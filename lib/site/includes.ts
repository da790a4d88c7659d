/**
 * The Include graph: the one walker that splices included docs into a page, whatever is being
 * assembled (body HTML, Markdown copy, headings, ids, search events), with the one cycle guard.
 */

/** What assembling needs: each doc's own value, and how to splice included values into it. */
export interface IncludeAssembly<T> {
  /** A doc's own value (its includes still markers), or undefined for an unknown doc. */
  own: (id: string) => T | undefined;
  /** Replaces the include markers in `value`; `included` answers null for one that cannot be spliced. */
  splice: (value: T, included: (id: string) => T | null) => T;
}

/**
 * A doc's value with every include expanded, depth first. An include that names an unknown doc,
 * or one already being expanded (a cycle), is spliced as null; the content check reports both.
 */
export function assembleIncludes<T>(id: string, assembly: IncludeAssembly<T>, path: readonly string[] = []): T | null {
  const own = assembly.own(id);
  if (own === undefined || path.includes(id)) return null;
  const next = [...path, id];
  return assembly.splice(own, (included) => assembleIncludes(included, assembly, next));
}

/** An assembly for lists whose include entries are `{ include: id }`. */
export function listAssembly<T>(own: (id: string) => (T | { include: string })[] | undefined): IncludeAssembly<(T | { include: string })[]> {
  return {
    own,
    splice: (entries, included) => entries.flatMap((entry) => (isInclude(entry) ? (included(entry.include) ?? []) : [entry])),
  };
}

function isInclude(entry: unknown): entry is { include: string } {
  return typeof entry === 'object' && entry !== null && 'include' in entry;
}

/** The ids of the docs a doc includes directly, in order. */
export type IncludesOf = (id: string) => string[];

/** Docs that end up including themselves, directly or through others (Tarjan's strongly connected components). */
export function findIncludeCycles(ids: Iterable<string>, includesOf: IncludesOf): Set<string> {
  const cyclic = new Set<string>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const connect = (id: string) => {
    index.set(id, index.size);
    low.set(id, index.get(id)!);
    stack.push(id);
    onStack.add(id);
    for (const next of includesOf(id)) {
      if (!index.has(next)) {
        connect(next);
        low.set(id, Math.min(low.get(id)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(id, Math.min(low.get(id)!, index.get(next)!));
    }
    if (low.get(id) !== index.get(id)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== id);
    if (component.length > 1 || includesOf(id).includes(id)) component.forEach((m) => cyclic.add(m));
  };
  for (const id of ids) if (!index.has(id)) connect(id);
  return cyclic;
}
