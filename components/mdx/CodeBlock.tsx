/**
 * Code blocks: an optional file-name header and the highlighted code (keyboard-scrollable). The
 * copy button is added by the page script, as it only works with JavaScript.
 */
import type { HTMLAttributes } from 'react';

type PreProps = HTMLAttributes<HTMLPreElement> & { 'data-title'?: string };

export function CodeBlock({ children, ...props }: PreProps) {
  const title = props['data-title'];
  return (
    <div className="code-block">
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-body">
        <pre {...props} tabIndex={0}>
          {children}
        </pre>
      </div>
    </div>
  );
}

/** Tables scroll sideways inside their own box instead of widening the page. */
export function ScrollTable(props: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
