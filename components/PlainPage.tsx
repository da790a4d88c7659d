/**
 * A page outside the docs (not found, search): one content column. Without a sidebar there is no
 * drawer; on narrow screens the navbar's menu button opens its links as a dropdown.
 */
import type { ReactNode } from 'react';

export function PlainPage({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className="doc-layout">
      <main id="main-content" className={className ? `doc-main ${className}` : 'doc-main'} tabIndex={-1}>
        <div className="doc-container">{children}</div>
      </main>
    </div>
  );
}
