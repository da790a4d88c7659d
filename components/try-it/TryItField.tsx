/** One labelled field of the panel: its label, the control, a hint and the problem found (both tied to the control). */
import type { ReactNode } from 'react';

interface FieldProps {
  /** The control's id; the hint and problem get ids derived from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  problem?: string;
  /** Renders the control with its `aria-describedby` and `aria-invalid`. */
  children: (described: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

export function TryItField({ id, label, hint, problem, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="try-it-field">
      <label htmlFor={id} className="try-it-label">
        {label}
      </label>
      {children({ 'aria-describedby': describedBy || undefined, 'aria-invalid': problem ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="try-it-hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="try-it-problem-text">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
