/**
 * The panel's actions: Send (the form's submit button), "Copy as curl" with the token replaced by
 * a shell variable unless the reader ticks the box, and the command itself on request.
 */
import { useState, type RefObject } from 'react';
import { COPIED_LABEL_MS } from '@/lib/constants';
import { curlCommand } from '@/lib/try-it/curl';
import type { PreparedRequest } from '@/lib/try-it/request';
import { tokenKind } from '@/lib/try-it/tokens';

interface ActionsProps {
  sendButton: RefObject<HTMLButtonElement | null>;
  /** The request as the fields stand, or null while a field is not valid. */
  request: PreparedRequest | null;
  /** Token kind of the operation (null: it takes none). */
  scheme: string | null;
  /** Called when the fields are not valid, to show what is wrong. */
  onInvalid: () => void;
}

export function TryItActions({ sendButton, request, scheme, onInvalid }: ActionsProps) {
  const [reveal, setReveal] = useState(false);
  const [label, setLabel] = useState('Copy as curl');
  const command = request ? curlCommand(request, { revealToken: reveal }) : null;

  const copy = async () => {
    if (!command) return onInvalid();
    try {
      await navigator.clipboard.writeText(command);
      setLabel('Copied');
    } catch {
      setLabel('Copy failed: select the command below');
    }
    setTimeout(() => setLabel('Copy as curl'), COPIED_LABEL_MS);
  };

  return (
    <div className="try-it-curl">
      <div className="try-it-actions">
        <button ref={sendButton} type="submit" className="try-it-send">
          Send
        </button>
        <button type="button" className="try-it-button-secondary" onClick={copy}>
          {label}
        </button>
        {scheme ? (
          <label className="try-it-check">
            <input type="checkbox" checked={reveal} onChange={(event) => setReveal(event.target.checked)} />
            Put my token in the command (otherwise ${tokenKind(scheme).shellVariable})
          </label>
        ) : null}
      </div>
      <details className="try-it-curl-preview">
        <summary>Show the curl command</summary>
        <pre className="try-it-output" tabIndex={0} aria-label="curl command">
          {command ?? 'Fill in a valid host (and body) to see the command.'}
        </pre>
      </details>
    </div>
  );
}
