/**
 * Said above results whose query was corrected ("Did you mean"): the query they are for, and a
 * link to the search page's search of the words exactly as typed.
 */
import type { MouseEvent } from 'react';
import { searchPageHref } from '@/lib/search/query';

interface CorrectionLineProps {
  basePath: string;
  /** The query as typed (`kafak`). */
  typed: string;
  /** The query the results are for (`kafka`). */
  corrected: string;
  onFollow?: (event: MouseEvent) => void;
}

export function CorrectionLine({ basePath, typed, corrected, onFollow }: CorrectionLineProps) {
  return (
    <p className="search-correction">
      Showing results for “<strong>{corrected}</strong>”.{' '}
      <a href={searchPageHref(basePath, typed, { exact: true })} onClick={onFollow}>
        Search exactly for “{typed}”
      </a>
    </p>
  );
}
