/**
 * The request "Try it" sends, built from the panel's fields: the one description that both the
 * browser's `fetch` and "Copy as curl" are made from, so the two never differ.
 */
import type { TryItOperation } from './operation';

/** A part of a multipart body: a file (by its name; the browser adds its bytes) or a text value. */
type FormPart = { name: string; fileName: string } | { name: string; value: string };

/** The body of a prepared request. */
type PreparedBody = { kind: 'none' } | { kind: 'json'; text: string } | { kind: 'multipart'; parts: FormPart[] };

/** Everything about one request except the bytes of its files. */
export interface PreparedRequest {
  method: string;
  url: string;
  /** The token, sent as `Authorization: Bearer …`; null sends no such header. */
  token: { scheme: string; value: string } | null;
  body: PreparedBody;
}

/** What the reader entered. */
export interface RequestFields {
  origin: string;
  /** The scheme of the token field and what it holds (empty: no token). */
  token: { scheme: string; value: string } | null;
  /** The query parameters' values by name (empty: left out). */
  query: Record<string, string>;
  /** The JSON editor's text (JSON bodies). */
  json: string;
  /** Form values by part name: a text, or the chosen file's name (multipart bodies). */
  form: Record<string, { fileName: string } | { value: string } | undefined>;
}

/** A prepared request, or the field that is wrong and why. */
export type Prepared = { ok: true; request: PreparedRequest } | { ok: false; field: string; problem: string };

/** The editor's field name, for problems with the JSON body. */
export const BODY_FIELD = 'body';

function jsonBody(operation: TryItOperation, text: string): { body: PreparedBody } | { problem: string } {
  if (operation.body.kind !== 'json') return { body: { kind: 'none' } };
  if (!text.trim()) return operation.body.required ? { problem: 'This endpoint needs a body: write a JSON object.' } : { body: { kind: 'none' } };
  try {
    JSON.parse(text);
  } catch (error) {
    return { problem: `The body is not valid JSON: ${(error as Error).message}` };
  }
  return { body: { kind: 'json', text: text.trim() } };
}

/** The field name of a query parameter, for its problems. */
export const queryField = (name: string) => `query-${name}`;

/** The URL with the query parameters that have a value, or the first required one that has none. */
function urlOf(operation: TryItOperation, fields: RequestFields): { url: string } | { field: string; problem: string } {
  const search = new URLSearchParams();
  for (const parameter of operation.query) {
    const value = (fields.query[parameter.name] ?? '').trim();
    if (value) search.append(parameter.name, value);
    else if (parameter.required) return { field: queryField(parameter.name), problem: `Fill in "${parameter.name}".` };
  }
  const query = search.toString();
  return { url: `${fields.origin}${operation.path}${query ? `?${query}` : ''}` };
}

/** Builds the request, or says which field is wrong. */
export function prepareRequest(operation: TryItOperation, fields: RequestFields): Prepared {
  const address = urlOf(operation, fields);
  if (!('url' in address)) return { ok: false, ...address };
  const { url } = address;
  const token = fields.token && fields.token.value.trim() ? { scheme: fields.token.scheme, value: fields.token.value.trim() } : null;
  if (operation.body.kind === 'multipart') {
    const parts: FormPart[] = [];
    for (const field of operation.body.fields) {
      const entry = fields.form[field.name];
      if (entry && 'fileName' in entry) parts.push({ name: field.name, fileName: entry.fileName });
      else if (entry && entry.value) parts.push({ name: field.name, value: entry.value });
      else if (field.required) return { ok: false, field: field.name, problem: field.file ? `Choose a file for "${field.name}".` : `Fill in "${field.name}".` };
    }
    return { ok: true, request: { method: operation.method, url, token, body: { kind: 'multipart', parts } } };
  }
  const body = jsonBody(operation, fields.json);
  if ('problem' in body) return { ok: false, field: BODY_FIELD, problem: body.problem };
  return { ok: true, request: { method: operation.method, url, token, body: body.body } };
}

/** The request's headers as `fetch` sends them (multipart's Content-Type is left to the browser: it adds the boundary). */
export function requestHeaders(request: PreparedRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.token) headers.Authorization = `Bearer ${request.token.value}`;
  if (request.body.kind === 'json') headers['Content-Type'] = 'application/json';
  return headers;
}
