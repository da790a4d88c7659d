/** A response as the panel shows it: the status and time, the token explanation on 401/403, the headers the page may read, and the body pretty-printed. */
import { failureOfStatus } from '@/lib/try-it/failure';
import type { PreparedRequest } from '@/lib/try-it/request';
import { prettyBody, sortedHeaders } from '@/lib/try-it/response';
import type { SendOutcome } from './send-request';
import { TryItFailure } from './TryItFailure';

interface ResponseProps {
  response: Extract<SendOutcome, { kind: 'response' }>;
  request: PreparedRequest;
  /** The token kind the operation takes (the first, when it accepts several), or null. */
  scheme: string | null;
  basePath: string;
}

export function TryItResponse({ response, request, scheme, basePath }: ResponseProps) {
  const failure = failureOfStatus(response.status, { scheme: request.token?.scheme ?? scheme, sent: Boolean(request.token) });
  const headers = sortedHeaders(response.headers);
  const body = prettyBody(response.body, response.contentType);
  return (
    <div className="try-it-response">
      {failure ? <TryItFailure failure={failure} origin={new URL(request.url).origin} basePath={basePath} /> : null}
      <details className="try-it-headers">
        <summary>Response headers ({headers.length})</summary>
        <dl>
          {headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="try-it-hint">A page can read only the headers the instance exposes to browsers (Access-Control-Expose-Headers).</p>
      </details>
      <p className="try-it-label">Response body</p>
      <pre className="try-it-output" tabIndex={0} aria-label="Response body">
        {body || '(empty)'}
      </pre>
    </div>
  );
}
