/**
 * The token field, shown when the operation takes a token: which token (when it accepts more than
 * one kind), the token itself (hidden as typed, with a Show switch), and where it comes from.
 */
import { useState } from 'react';
import { tokenKind } from '@/lib/try-it/tokens';
import { TryItField } from './TryItField';
import { withCode } from './with-code';

interface TokenFieldProps {
  id: string;
  /** The schemes the operation accepts, one of them is enough. */
  schemes: string[];
  scheme: string;
  onSchemeChange: (scheme: string) => void;
  value: string;
  onChange: (value: string) => void;
}

export function TokenField({ id, schemes, scheme, onSchemeChange, value, onChange }: TokenFieldProps) {
  const [shown, setShown] = useState(false);
  const kind = tokenKind(scheme);
  return (
    <>
      {schemes.length > 1 ? (
        <TryItField id={`${id}-kind`} label="Token kind">
          {() => (
            <select id={`${id}-kind`} className="try-it-input" value={scheme} onChange={(event) => onSchemeChange(event.target.value)}>
              {schemes.map((name) => (
                <option key={name} value={name}>
                  {tokenKind(name).label}
                </option>
              ))}
            </select>
          )}
        </TryItField>
      ) : null}
      <TryItField id={id} label={kind.optional ? `${kind.label} (optional)` : kind.label} hint={<>{withCode(kind.hint)} Kept in this tab only.</>}>
        {(described) => (
          <div className="try-it-secret">
            <input
              id={id}
              className="try-it-input"
              type={shown ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              {...described}
            />
            <button type="button" className="try-it-button-secondary" aria-pressed={shown} onClick={() => setShown(!shown)}>
              Show token
            </button>
          </div>
        )}
      </TryItField>
    </>
  );
}
