/**
 * The small syntaxes of an API page: an endpoint signature (`POST /messages.send`), a label
 * (`**Sample response (201)**`) and the meta of a JSON fence (`request="…"`, `fragment`).
 */

/** An endpoint as a page names it. */
export interface Signature {
  method: string;
  path: string;
}

/** What a label or a fence's meta says a block or table shows. */
export type Role =
  | { role: 'request'; mediaType?: string }
  | { role: 'response'; status?: string }
  | { role: 'schema'; name: string };

/** The fence meta the check reads (other words, such as `title="…"` or `{1,3}`, are left alone). */
export interface CodeMeta {
  /** `request="POST /messages.send"`. */
  request?: string;
  /** `response="POST /messages.send 200"` (status optional). */
  response?: string;
  /** `schema="Message"`. */
  schema?: string;
  /** `fragment`: a deliberately partial block, not checked. */
  fragment: boolean;
}

const SIGNATURE = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\/\S*)$/;
const RESPONSE_META = /^(GET|PUT|POST|DELETE|OPTIONS|HEAD|PATCH|TRACE) (\/\S*)(?: ([1-5]\d\d|[1-5]XX|default))?$/;
const META_WORD = /([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
const MULTIPART = 'multipart/form-data';

/** `POST /messages.send` → method and path; null when the text is not a signature. */
export function parseSignature(text: string): Signature | null {
  const match = SIGNATURE.exec(text.trim());
  return match ? { method: match[1], path: match[2] } : null;
}

/** `POST /messages.send 201` → signature and optional status; null when malformed. */
export function parseResponseMeta(text: string): (Signature & { status?: string }) | null {
  const match = RESPONSE_META.exec(text.trim());
  return match ? { method: match[1], path: match[2], status: match[3] } : null;
}

/** Reads the words of a fence's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const out: CodeMeta = { fragment: false };
  for (const match of (meta ?? '').replace(/\{[\d,\s-]*\}/g, ' ').matchAll(META_WORD)) {
    const [, key, double, single, bare] = match;
    const value = double ?? single ?? bare;
    if (key === 'fragment') out.fragment = true;
    else if ((key === 'request' || key === 'response' || key === 'schema') && value !== undefined) out[key] = value;
  }
  return out;
}

/** `message content` → `MessageContent`: the component name a "The … object" label stands for. */
function pascalCase(words: string): string {
  return words
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

/**
 * What a label says its block or table shows; null for labels the check does not know (such
 * a label still ends the previous one's reach).
 */
export function readLabel(text: string): Role | null {
  const label = text.replace(/\s+/g, ' ').replace(/:$/, '').trim();
  const status = /\(([1-5]\d\d)\)/.exec(label)?.[1];
  if (/^(sample request|sample payload|request fields|payload fields)\b/i.test(label)) return { role: 'request' };
  if (/^form fields\b/i.test(label)) return { role: 'request', mediaType: MULTIPART };
  if (/^(sample response|response fields)\b/i.test(label)) return { role: 'response', status };
  const object = /^the (.+) object$/i.exec(label);
  if (object) return { role: 'schema', name: pascalCase(object[1]) };
  return null;
}
