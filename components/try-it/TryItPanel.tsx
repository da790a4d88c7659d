/**
 * The "Try it" panel of one endpoint section: a region right after the signature (not a modal, so
 * the reader can scroll the field tables and samples while writing the request). It loads the
 * operation from `/openapi.json`, says so while it loads and offers Retry when it cannot.
 * Its button or Close shut it; Close returns the focus to the button. Escape does not: a reader
 * in the middle of editing a body would lose it.
 */
import { useId } from 'react';
import { TryItForm } from './TryItForm';
import { useOperation } from './use-operation';

interface PanelProps {
  /** `POST /tags.list`. */
  signature: string;
  basePath: string;
  onClose: () => void;
}

export function TryItPanel({ signature, basePath, onClose }: PanelProps) {
  const titleId = useId();
  const { state, retry } = useOperation(basePath, signature);
  return (
    <section className="try-it-panel" aria-labelledby={titleId}>
      <div className="try-it-header">
        <p className="try-it-title" id={titleId}>
          Try <code>{signature}</code>
        </p>
        <button type="button" className="try-it-button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {state.status === 'loading' ? (
        <p role="status" className="try-it-hint">
          Loading the request example…
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div className="try-it-explanation" role="alert">
          <p className="try-it-explanation-title">The request example could not be loaded</p>
          <p>{state.message}. Check your connection and try again.</p>
          <button type="button" className="try-it-button-secondary" onClick={retry}>
            Retry
          </button>
        </div>
      ) : null}
      {state.status === 'ready' && state.operation.addedIn ? <p className="try-it-hint">Added in Airy Core {state.operation.addedIn}; earlier releases do not have it.</p> : null}
      {state.status === 'ready' ? <TryItForm operation={state.operation} signature={signature} basePath={basePath} /> : null}
    </section>
  );
}
