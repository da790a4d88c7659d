/** Writer boxes: the TL;DR summary at the top of a page and the green success note. */
import type { ReactNode } from 'react';

export function TLDR({ children }: { children: ReactNode }) {
  return (
    <div className="tldr" role="note" aria-label="Summary">
      {children}
    </div>
  );
}

export function SuccessBox({ children }: { children: ReactNode }) {
  return (
    <div className="success-box" role="note" aria-label="Success">
      {children}
    </div>
  );
}
