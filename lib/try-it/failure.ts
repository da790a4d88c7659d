/**
 * Why a "Try it" request failed, told apart as far as a browser can. A refused token comes back
 * as a status. Everything else reaches the page as the same `TypeError` from `fetch`: a host that
 * is down, a host that answered without allowing this site (CORS), a request the browser refused
 * to send (mixed content). The panel then asks two questions: would the browser have blocked it
 * anyway (mixed content), and does the host answer a `no-cors` probe, which needs no CORS consent
 * but whose answer stays opaque? An answer means the host is up and CORS refused the request.
 */

/** A failure the panel explains. */
export type Failure =
  | { kind: 'token'; status: number; scheme: string | null; tokenSent: boolean }
  | { kind: 'mixed-content' }
  | { kind: 'cors' }
  | { kind: 'down' }
  | { kind: 'timeout' }
  | { kind: 'policy' };

/** The failure a status stands for (401 or 403: the token), or null when the response speaks for itself. */
export function failureOfStatus(status: number, token: { scheme: string | null; sent: boolean }): Failure | null {
  if (status === 401 || status === 403) return { kind: 'token', status, scheme: token.scheme, tokenSent: token.sent };
  return null;
}

/** What is known after `fetch` threw. `reachable` is the probe's answer (null: no probe was made). */
export interface NetworkFailureFacts {
  timedOut: boolean;
  mixedContent: boolean;
  reachable: boolean | null;
}

/** True when the probe can tell something: not after a timeout, and not for mixed content, which the browser blocks for the probe too. */
export function needsProbe(facts: Omit<NetworkFailureFacts, 'reachable'>): boolean {
  return !facts.timedOut && !facts.mixedContent;
}

/** The failure behind a `fetch` that threw. */
export function failureOfNetworkError(facts: NetworkFailureFacts): Failure {
  if (facts.timedOut) return { kind: 'timeout' };
  if (facts.mixedContent) return { kind: 'mixed-content' };
  return facts.reachable ? { kind: 'cors' } : { kind: 'down' };
}

/** The failure in a few words, for the panel's status line (`No response: …`). */
export function failureSummary(failure: Failure): string {
  switch (failure.kind) {
    case 'token':
      return `the token was refused (${failure.status})`;
    case 'mixed-content':
      return 'the browser blocked an http:// host (mixed content)';
    case 'cors':
      return 'the instance does not allow this site (CORS)';
    case 'down':
      return 'nothing answered at the host';
    case 'timeout':
      return 'the host did not answer in time';
    case 'policy':
      return 'this page may not send requests until it is reloaded';
  }
}
