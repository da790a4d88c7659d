/** The query field of the search page (also its static placeholder before the page script runs). */
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
          value={value}
          onChange={onChange}
          readOnly={!onChange}
        />
      </div>
    </form>
  );
}
