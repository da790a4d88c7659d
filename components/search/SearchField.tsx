/**
 * The query field of the search page, also its static stand-in before the page script runs: the
 * stand-in takes typing (uncontrolled), and the page adopts what was typed when it replaces it.
 */
import type { ChangeEvent, FormEvent } from 'react';
import { SearchIcon } from './SearchIcon';

interface SearchFieldProps {
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

export function SearchField({ value, onChange, onSubmit }: SearchFieldProps) {
  return (
    <form className="search-page-form" role="search" onSubmit={onSubmit}>
      <div className="search-form">
        <SearchIcon className="search-form-icon" />
        <input
          className="search-input"
          type="search"
          name="q"
          aria-label="Search the documentation"
          placeholder="Search the docs"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          {...(onChange ? { value, onChange } : { defaultValue: value })}
        />
      </div>
    </form>
  );
}
