/**
 * One choice in the search dialog's list box: a result (a plain link, so the navigation layer
 * loads it), "See all results", or a recent search. The field keeps focus; the list follows
 * the keyboard through `aria-activedescendant`.
 */
import type { MouseEvent, ReactNode } from 'react';

/** The element id of the option at `index`, for `aria-activedescendant`. */
export const searchOptionId = (index: number) => `search-option-${index}`;

interface SearchOptionProps {
  index: number;
  selected: boolean;
  className: string;
  /** Where a result leads; without it the option is chosen through `onChoose`. */
  href?: string;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
  onFollow: (event: MouseEvent) => void;
  children: ReactNode;
}

export function SearchOption({ index, selected, className, href, onHover, onChoose, onFollow, children }: SearchOptionProps) {
  const common = {
    id: searchOptionId(index),
    role: 'option',
    'aria-selected': selected,
    className,
    onMouseMove: () => !selected && onHover(index),
  };
  // A result is itself the link (an option may not contain one); focus stays in the search field.
  return href ? (
    <a {...common} href={href} tabIndex={-1} onClick={onFollow}>
      {children}
    </a>
  ) : (
    <div {...common} onClick={() => onChoose(index)}>
      {children}
    </div>
  );
}
