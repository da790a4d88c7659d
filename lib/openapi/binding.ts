/**
 * Binding each JSON block and field table of a page to what it shows: the request or a response
 * of the nearest endpoint signature above it, read from the nearest label above it (after that
 * signature), or a named schema. Fence meta overrides the label. A signature reaches to the next
 * heading of its section's level or higher; a label reaches to the next label, signature or heading.
 * An alias's signature (`x-alias-of`) after another signature of its section binds nothing: the
 * section's samples stay with the operation it names.
 */
import type { PageItem, PageItemOf } from './page-reader';
import { parseResponseMeta, parseSignature, readLabel, type Role } from './page-syntax';

/** What a block or table is checked against. */
export type Target =
  | { role: 'request'; signature: string; mediaType?: string }
  | { role: 'response'; signature: string; status?: string }
  | { role: 'schema'; name: string };

/** Why a block or table could not be bound, in the words of a diagnostic. */
interface Unbound {
  message: string;
  hint: string;
}

/** A block or table and what it binds to: a target, `fragment` (not checked), or why neither. */
export interface Bound<T> {
  item: T;
  target: Target | null;
  fragment?: boolean;
  unbound?: Unbound;
  /** The label it was bound by, for messages (`Sample response (201)`). */
  label?: string;
}

/** A page's signatures and its blocks and tables with their bindings. */
export interface PageBindings {
  signatures: PageItemOf<'signature'>[];
  blocks: Bound<PageItemOf<'json'>>[];
  tables: Bound<PageItemOf<'table'>>[];
}

interface Context {
  signature: string | null;
  label: { text: string; role: Role | null } | null;
}

/** How a writer binds each kind of item. */
const HOW_TO_BIND = {
  block: 'label it (**Sample request**, **Sample response**, **Sample response (201)**, **Sample payload**, **The NAME object**), or say it on the fence: request="POST /x", response="POST /x 200", schema="Name", or fragment',
  table: 'label it (**Request fields**, **Form fields**, **Response fields**, **The NAME object**) under the endpoint\'s signature',
};

type ItemKind = keyof typeof HOW_TO_BIND;

function bindByMeta(block: PageItemOf<'json'>): Bound<PageItemOf<'json'>> | null {
  const { request, response, schema, fragment } = block.meta;
  if (fragment) return { item: block, target: null, fragment: true };
  const given = [request, response, schema].filter((v) => v !== undefined).length;
  if (given > 1) return { item: block, target: null, unbound: { message: 'the fence has more than one of request=, response= and schema=', hint: 'keep one' } };
  if (request !== undefined) {
    const signature = parseSignature(request);
    if (signature) return { item: block, target: { role: 'request', signature: `${signature.method} ${signature.path}` } };
    return { item: block, target: null, unbound: { message: `request="${request}" is not an endpoint`, hint: 'write it as request="POST /messages.send"' } };
  }
  if (response !== undefined) {
    const parsed = parseResponseMeta(response);
    if (parsed) return { item: block, target: { role: 'response', signature: `${parsed.method} ${parsed.path}`, status: parsed.status } };
    return { item: block, target: null, unbound: { message: `response="${response}" is not an endpoint and status`, hint: 'write it as response="POST /messages.send 200"' } };
  }
  if (schema !== undefined) return { item: block, target: { role: 'schema', name: schema } };
  return null;
}

function bindByLabel<T>(item: T, kind: ItemKind, context: Context): Bound<T> {
  const { signature, label } = context;
  const what = kind === 'block' ? 'this JSON block' : 'this field table';
  const unbound = (message: string, hint = HOW_TO_BIND[kind]): Bound<T> => ({ item, target: null, unbound: { message: `${what} ${message}`, hint } });
  if (!label) return unbound(signature ? `after \`${signature}\` has no label above it` : 'has no endpoint signature and no label above it');
  if (!label.role) return unbound(`is under the label **${label.text}**, which names no request, response or schema`);
  if (label.role.role === 'schema') return { item, target: label.role, label: label.text };
  if (!signature) return unbound(`is labelled **${label.text}** but no endpoint signature is above it in this section`, `put the endpoint's signature (\`POST /x\`) at the start of the section, or ${HOW_TO_BIND[kind]}`);
  return { item, target: { ...label.role, signature }, label: label.text };
}

/**
 * Binds the blocks and tables of one page (items in document order, as `readApiPage` gives them);
 * `isAlias` tells which signatures are aliases.
 */
export function bindPage(items: PageItem[], isAlias: (signature: string) => boolean = () => false): PageBindings {
  const out: PageBindings = { signatures: [], blocks: [], tables: [] };
  const context: Context = { signature: null, label: null };
  let headingDepth = 0;
  let signatureDepth = 0;
  for (const item of items) {
    if (item.kind === 'heading') {
      if (context.signature && item.depth <= signatureDepth) context.signature = null;
      context.label = null;
      headingDepth = item.depth;
    } else if (item.kind === 'signature') {
      out.signatures.push(item);
      const text = `${item.method} ${item.path}`;
      if (context.signature && isAlias(text)) continue;
      context.signature = text;
      context.label = null;
      // A signature before any heading ends at the first heading.
      signatureDepth = headingDepth || 7;
    } else if (item.kind === 'label') {
      context.label = { text: item.text, role: readLabel(item.text) };
    } else if (item.kind === 'json') {
      out.blocks.push(bindByMeta(item) ?? bindByLabel(item, 'block', context));
    } else {
      out.tables.push(bindByLabel(item, 'table', context));
    }
  }
  return out;
}
