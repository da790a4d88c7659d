/** A highlighted excerpt: text segments, hits in `<mark>`; never HTML. */
import { Fragment } from 'react';
import type { TextSegment } from '@/lib/search/excerpt';

export function Excerpt({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.hit ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
      )}
    </>
  );
}
