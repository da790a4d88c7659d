/**
 * Sends a prepared request from the browser and reports what came back: the response (status,
 * time, the headers the instance exposes, the body), or why there was none. When `fetch` throws,
 * a second request in `no-cors` mode tells a CORS refusal (the host answers) from a host that is
 * down (nothing answers); see `lib/try-it/failure.ts`.
 */
import { TRY_IT_TIMEOUT_MS } from '@/lib/constants';
import { failureOfNetworkError, needsProbe, type Failure } from '@/lib/try-it/failure';
import { isMixedContent } from '@/lib/try-it/host';
import { requestHeaders, type PreparedRequest } from '@/lib/try-it/request';

/** What a Send ended with. */
export type SendOutcome =
  | { kind: 'response'; status: number; statusText: string; ms: number; headers: [string, string][]; body: string; contentType: string | null }
  | { kind: 'failure'; failure: Failure; ms: number };

function bodyOf(request: PreparedRequest, files: Record<string, File>): BodyInit | undefined {
  const { body } = request;
  if (body.kind === 'json') return body.text;
  if (body.kind !== 'multipart') return undefined;
  const form = new FormData();
  for (const part of body.parts) {
    if ('fileName' in part) form.append(part.name, files[part.name], part.fileName);
    else form.append(part.name, part.value);
  }
  return form;
}

/** Does the host answer at all? An opaque answer to a `no-cors` HEAD says yes without CORS consent. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(TRY_IT_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

export async function sendRequest(request: PreparedRequest, files: Record<string, File>): Promise<SendOutcome> {
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: requestHeaders(request),
      body: bodyOf(request, files),
      // The token travels in the header; the instance's cookies (a logged-in UI) stay out of it.
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(TRY_IT_TIMEOUT_MS),
    });
    const body = await response.text();
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      ms: performance.now() - started,
      headers: [...response.headers],
      body,
      contentType: response.headers.get('content-type'),
    };
  } catch (error) {
    const ms = performance.now() - started;
    const facts = { timedOut: (error as Error).name === 'TimeoutError', mixedContent: isMixedContent(location.href, new URL(request.url).origin) };
    const reachable = needsProbe(facts) ? await answers(request.url) : null;
    return { kind: 'failure', failure: failureOfNetworkError({ ...facts, reachable }), ms };
  }
}
