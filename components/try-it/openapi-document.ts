/**
 * The published OpenAPI document (`/openapi.json`), fetched when the first panel opens and kept
 * for the page's life. A failed fetch is forgotten, so Retry asks again.
 */
import { OPENAPI_FILE_PATHS, withBasePath } from '@/lib/urls';

let pending: Promise<unknown> | null = null;

async function fetchDocument(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(`${url} could not be reached`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Error(`${url} is not valid JSON`);
  }
}

/** The parsed document; rejects with a sentence saying what went wrong. */
export function loadOpenApiDocument(basePath: string): Promise<unknown> {
  if (!pending) {
    pending = fetchDocument(withBasePath(basePath, OPENAPI_FILE_PATHS[0]));
    pending.catch(() => (pending = null));
  }
  return pending;
}
