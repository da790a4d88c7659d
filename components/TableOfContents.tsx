/**
 * "On this page": a right column on wide screens and a collapsible box above the content on
 * narrow ones. Plain server HTML; the enhancement script marks the section in view.
 */
import type { Heading } from '@/lib/mdx/rehype-collect';

function TocList({ headings }: { headings: Heading[] }) {
  const top = Math.min(...headings.map((heading) => heading.depth));
  return (
    <ul className="toc-list">
      {headings.map((heading) => (
        <li key={heading.id} className={`toc-item toc-depth-${heading.depth - top}`}>
          <a href={`#${heading.id}`} className="toc-link">
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ headings }: { headings: Heading[] }) {
  if (!headings.length) return null;
  return (
    <nav className="toc toc-desktop" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList headings={headings} />
    </nav>
  );
}

export function TableOfContentsMobile({ headings }: { headings: Heading[] }) {
  if (!headings.length) return null;
  return (
    <details className="toc toc-mobile">
      <summary>On this page</summary>
      <TocList headings={headings} />
    </details>
  );
}
