/**
 * "On this page". The page script builds it from the body's headings (so the list is not
 * carried twice in every page's HTML and payload): a collapsible box above the content on narrow
 * screens and a right-hand column on wide ones. Both slots are rendered here, empty, so nothing
 * shifts when they fill; without scripts readers have the headings themselves.
 */
interface TocProps {
  levels: { min: number; max: number } | null;
}

export function TableOfContents({ levels }: TocProps) {
  if (!levels) return null;
  return (
    <details className="toc toc-mobile" data-toc-levels={`${levels.min}-${levels.max}`}>
      <summary>On this page</summary>
    </details>
  );
}

export function TableOfContentsColumn({ levels }: TocProps) {
  return levels ? <div className="toc-column" data-toc-column="" /> : null;
}
