/** Why a request failed, in the reader's terms, and what to do about it (`lib/try-it/failure.ts` tells the cases apart). */
import type { ReactNode } from 'react';
import { TRY_IT_TIMEOUT_MS } from '@/lib/constants';
import type { Failure } from '@/lib/try-it/failure';
import { isLocalNetworkHost } from '@/lib/try-it/host';
import { ALLOWED_ORIGINS_DOC, API_TOKEN_DOC } from '@/lib/try-it/links';
import { tokenKind } from '@/lib/try-it/tokens';
import { siteHref } from '@/lib/urls';
import { withCode } from './with-code';

interface FailureProps {
  failure: Failure;
  /** The instance's origin the request went to. */
  origin: string;
  basePath: string;
}

function Explanation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="try-it-explanation">
      <p className="try-it-explanation-title">{title}</p>
      {children}
    </div>
  );
}

function TokenRefused({ failure, basePath }: { failure: Extract<Failure, { kind: 'token' }>; basePath: string }) {
  const kind = failure.scheme ? tokenKind(failure.scheme) : null;
  const title = failure.tokenSent ? `The instance refused the token (${failure.status})` : `The instance wants a token (${failure.status})`;
  return (
    <Explanation title={title}>
      <p>
        {failure.tokenSent ? '' : `No token was sent. Fill in ${kind ? `the ${kind.label.toLowerCase()}` : 'a token'}. `}
        {kind ? withCode(kind.whenRefused) : 'This endpoint takes no token, so the instance refused the request for another reason.'}
      </p>
      {kind?.scheme === 'systemToken' ? (
        <p>
          See <a href={siteHref(basePath, API_TOKEN_DOC)}>API security</a> for how the token is set and sent.
        </p>
      ) : null}
    </Explanation>
  );
}

function CorsRefused({ origin, basePath }: { origin: string; basePath: string }) {
  return (
    <Explanation title={`${origin} answered, but does not let this site read the answer (CORS)`}>
      <p>
        The instance&apos;s <code>security.allowedOrigins</code> must list this site&apos;s origin, <code>{location.origin}</code> (origins are
        separated by commas). Add it to your <code>airy.yaml</code> and run <code>airy config apply</code>:
      </p>
      <pre className="try-it-snippet" tabIndex={0} aria-label="airy.yaml">{`security:\n  allowedOrigins: "${location.origin}"`}</pre>
      <p>
        The Java services also accept <code>&quot;*&quot;</code>; the Airy Controller (the <code>components.*</code> and <code>cluster.*</code>{' '}
        endpoints) needs the origin written out. See <a href={siteHref(basePath, ALLOWED_ORIGINS_DOC)}>Configuration: security</a>.
      </p>
    </Explanation>
  );
}

export function TryItFailure({ failure, origin, basePath }: FailureProps) {
  switch (failure.kind) {
    case 'token':
      return <TokenRefused failure={failure} basePath={basePath} />;
    case 'cors':
      return <CorsRefused origin={origin} basePath={basePath} />;
    case 'mixed-content':
      return (
        <Explanation title="Your browser blocked the request (mixed content)">
          <p>
            This page was loaded over https, and browsers do not let it call an http:// host ({origin}) other than localhost. Use the https:// address of
            your instance, or copy the request as curl and run it in a terminal.
          </p>
        </Explanation>
      );
    case 'down':
      return (
        <Explanation title={`Nothing answered at ${origin}`}>
          <p>
            Check the address and that the instance is running. If it uses https, open {origin} in a new tab once to see whether your browser trusts its
            certificate.
            {isLocalNetworkHost(new URL(origin).hostname) ? ' If your browser asked whether this site may reach devices on your local network, allow it.' : ''}
          </p>
        </Explanation>
      );
    case 'timeout':
      return (
        <Explanation title={`${origin} did not answer within ${TRY_IT_TIMEOUT_MS / 1000} seconds`}>
          <p>The connection stayed open but no answer came. Try again, or look at the instance&apos;s logs.</p>
        </Explanation>
      );
    case 'policy':
      return (
        <Explanation title="This page cannot send requests yet">
          <p>
            You came here from another page of these docs, and the browser keeps that page&apos;s security policy, which allows no requests to other
            hosts. Reload this page, then send again: the host and token are kept.
          </p>
          <button type="button" className="try-it-button-secondary" onClick={() => location.reload()}>
            Reload the page
          </button>
        </Explanation>
      );
  }
}
