/**
 * The question before an operation that deletes something or changes the cluster
 * (`lib/try-it/confirm.ts`): a modal `<dialog>`, so the page waits for the answer; Cancel has the
 * focus, and Escape cancels.
 */
import { useEffect, useId, useRef } from 'react';

interface ConfirmProps {
  signature: string;
  /** What the operation does: `deletes data`. */
  effect: string;
  origin: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmSend({ signature, effect, origin, onConfirm, onCancel }: ConfirmProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="try-it-confirm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <p id={`${id}-title`} className="try-it-confirm-title">
        Send <code>{signature}</code>?
      </p>
      <p id={`${id}-text`}>
        This request {effect} on <strong>{origin}</strong>.
      </p>
      <div className="try-it-actions">
        <button type="button" className="try-it-button-secondary" autoFocus onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="try-it-button-danger" onClick={onConfirm}>
          Send it
        </button>
      </div>
    </dialog>
  );
}
