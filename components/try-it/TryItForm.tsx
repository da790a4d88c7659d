/**
 * The panel's form for one operation: host, token, body; Send (after a question for operations
 * that delete or change the cluster) and Copy as curl; then the outcome. Problems in the fields
 * show once the reader first presses Send or Copy, and follow the edits from then on.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TRY_IT_HOST_KEY, TRY_IT_TOKEN_KEY_PREFIX } from '@/lib/constants';
import { confirmationFor } from '@/lib/try-it/confirm';
import { failureSummary } from '@/lib/try-it/failure';
import { checkHost } from '@/lib/try-it/host';
import type { TryItOperation } from '@/lib/try-it/operation';
import { policiesAllowConnect } from '@/lib/try-it/policy';
import { BODY_FIELD, prepareRequest, type PreparedRequest } from '@/lib/try-it/request';
import { statusLine } from '@/lib/try-it/response';
import { BodyField, type FormValues } from './BodyField';
import { ConfirmSend } from './ConfirmSend';
import { HostField } from './HostField';
import { QueryFields } from './QueryFields';
import { sendRequest, type SendOutcome } from './send-request';
import { TokenField } from './TokenField';
import { TryItActions } from './TryItActions';
import { TryItFailure } from './TryItFailure';
import { TryItResponse } from './TryItResponse';
import { useSessionValue } from './use-session-value';

type Phase =
  | { kind: 'idle' }
  | { kind: 'confirming'; request: PreparedRequest; effect: string }
  | { kind: 'sending' }
  | { kind: 'done'; request: PreparedRequest; outcome: SendOutcome };

interface FormProps {
  operation: TryItOperation;
  signature: string;
  basePath: string;
}

/** The policies in force: the `<meta>` tags of the page this document was loaded as. */
function pagePolicies(): string[] {
  return [...document.querySelectorAll<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy" i]')].map((meta) => meta.content);
}

function statusText(phase: Phase): string {
  if (phase.kind === 'sending') return 'Sending…';
  if (phase.kind !== 'done') return '';
  const { outcome } = phase;
  return outcome.kind === 'response' ? statusLine(outcome.status, outcome.statusText, outcome.ms) : `No response: ${failureSummary(outcome.failure)}`;
}

/** `ok` for a 2xx/3xx answer, `error` for a 4xx/5xx answer or none: the status line's colour. */
function outcomeClass(phase: Phase): 'ok' | 'error' | undefined {
  if (phase.kind !== 'done') return undefined;
  return phase.outcome.kind === 'response' && phase.outcome.status < 400 ? 'ok' : 'error';
}

export function TryItForm({ operation, signature, basePath }: FormProps) {
  const id = useId();
  const [host, setHost] = useSessionValue(TRY_IT_HOST_KEY);
  const [scheme, setScheme] = useState<string | null>(operation.tokens[0] ?? null);
  const [token, setToken] = useSessionValue(`${TRY_IT_TOKEN_KEY_PREFIX}${scheme}`);
  const [query, setQuery] = useState<Record<string, string>>(() => Object.fromEntries(operation.query.map((parameter) => [parameter.name, parameter.example])));
  const [json, setJson] = useState(operation.body.kind === 'json' ? (operation.body.examples[0]?.text ?? '{}') : '');
  const [form, setForm] = useState<FormValues>({});
  const [attempted, setAttempted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const sendButton = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // A result below the fold (a long body, a phone) is brought into view.
  useEffect(() => {
    if (phase.kind === 'done') status.current?.scrollIntoView({ block: 'nearest' });
  }, [phase]);
  // After a cancelled question the focus goes back to Send, once the modal dialog (which makes the rest inert) is gone.
  const refocusSend = useRef(false);
  useEffect(() => {
    if (phase.kind !== 'idle' || !refocusSend.current) return;
    refocusSend.current = false;
    sendButton.current?.focus();
  }, [phase]);

  const hostCheck = checkHost(host);
  const files = Object.fromEntries(Object.entries(form).flatMap(([name, value]) => (value && 'file' in value ? [[name, value.file]] : [])));
  const prepared = prepareRequest(operation, {
    origin: hostCheck.ok ? hostCheck.origin : '',
    token: scheme ? { scheme, value: token } : null,
    query,
    json,
    form: Object.fromEntries(Object.entries(form).map(([name, value]) => [name, value && 'file' in value ? { fileName: value.file.name } : value])),
  });
  const request = hostCheck.ok && prepared.ok ? prepared.request : null;
  const problems: Record<string, string | undefined> = attempted
    ? { host: hostCheck.ok ? undefined : hostCheck.problem, ...(prepared.ok ? {} : { [prepared.field]: prepared.problem }) }
    : {};

  /** The id of the control a problem is about: the body editor, a query parameter, or a part of a form. */
  const fieldId = (field: string) => (field === BODY_FIELD ? `${id}-body` : field.startsWith('query-') ? `${id}-${field}` : `${id}-body-${field}`);

  /** Shows the problems and moves the focus to the first field that has one. */
  const showProblems = () => {
    setAttempted(true);
    const first = !hostCheck.ok ? `${id}-host` : !prepared.ok ? fieldId(prepared.field) : null;
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
  };

  const send = async (ready: PreparedRequest) => {
    setPhase({ kind: 'sending' });
    const allowed = policiesAllowConnect(pagePolicies(), new URL(ready.url).origin, location.origin);
    const outcome: SendOutcome = allowed ? await sendRequest(ready, files) : { kind: 'failure', failure: { kind: 'policy' }, ms: 0 };
    setPhase({ kind: 'done', request: ready, outcome });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase.kind === 'sending') return;
    if (!request) return showProblems();
    const effect = confirmationFor(operation.operationId);
    if (effect) setPhase({ kind: 'confirming', request, effect });
    else void send(request);
  };

  return (
    <>
      <form className="try-it-form" noValidate onSubmit={submit}>
        <HostField id={`${id}-host`} value={host} onChange={setHost} problem={problems.host} />
        {scheme ? <TokenField id={`${id}-token`} schemes={operation.tokens} scheme={scheme} onSchemeChange={setScheme} value={token} onChange={setToken} /> : null}
        <QueryFields id={id} parameters={operation.query} values={query} onChange={(name, value) => setQuery((values) => ({ ...values, [name]: value }))} problems={problems} />
        <BodyField
          id={`${id}-body`}
          body={operation.body}
          json={json}
          onJsonChange={setJson}
          form={form}
          onFormChange={(name, value) => setForm((values) => ({ ...values, [name]: value }))}
          problems={problems}
        />
        <TryItActions sendButton={sendButton} request={request} scheme={scheme} onInvalid={showProblems} />
      </form>
      <p ref={status} role="status" className="try-it-status" data-outcome={outcomeClass(phase)}>
        {statusText(phase)}
      </p>
      {phase.kind === 'done' && phase.outcome.kind === 'response' ? <TryItResponse response={phase.outcome} request={phase.request} scheme={scheme} basePath={basePath} /> : null}
      {phase.kind === 'done' && phase.outcome.kind === 'failure' ? (
        <TryItFailure failure={phase.outcome.failure} origin={new URL(phase.request.url).origin} basePath={basePath} />
      ) : null}
      {phase.kind === 'confirming' ? (
        <ConfirmSend
          signature={signature}
          effect={phase.effect}
          origin={new URL(phase.request.url).origin}
          onConfirm={() => void send(phase.request)}
          onCancel={() => {
            refocusSend.current = true;
            setPhase({ kind: 'idle' });
          }}
        />
      ) : null}
    </>
  );
}
