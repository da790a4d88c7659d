/**
 * Code blocks: an optional file-name header, the highlighted code (keyboard-scrollable), and a
 * copy button that the page's enhancement script wires up (hidden without JavaScript).
 */
import type { HTMLAttributes } from 'react';

type PreProps = HTMLAttributes<HTMLPreElement> & { 'data-title'?: string; 'data-language'?: string };

export function CodeBlock({ children, ...props }: PreProps) {
  const title = props['data-title'];
  return (
    <div className="code-block">
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-body">
        <pre {...props} tabIndex={0}>
          {children}
        </pre>
        <button type="button" className="copy-button js-only" data-copy-code aria-label="Copy code to clipboard">
          Copy
        </button>
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
