/** `:::note` … `:::` boxes (the content check rewrites that syntax to this component). */
import type { ReactNode } from 'react';
import { ADMONITION_LABELS as DEFAULT_TITLES, type AdmonitionType } from '@/lib/mdx/admonitions';

const ICONS: Record<AdmonitionType, string> = {
  note: 'ℹ️',
  tip: '💡',
  info: 'ℹ️',
  caution: '⚠️',
  warning: '⚠️',
  danger: '🔥',
};

export function Admonition({ type, title, children }: { type: AdmonitionType; title?: string; children: ReactNode }) {
  const kind = type in DEFAULT_TITLES ? type : 'note';
  return (
    <aside className={`admonition admonition-${kind}`} aria-label={title ?? DEFAULT_TITLES[kind]}>
      <p className="admonition-title">
        <span className="admonition-icon" aria-hidden="true">
          {ICONS[kind]}
        </span>
        {title ?? DEFAULT_TITLES[kind]}
      </p>
      <div className="admonition-content">{children}</div>
    </aside>
  );
}
