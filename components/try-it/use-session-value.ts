/**
 * A text kept in `sessionStorage` under `key` (the host and the tokens of "Try it"): it survives
 * reloads and other pages of this tab, and the browser forgets it when the tab closes. Never
 * `localStorage`. A browser that refuses storage keeps the value in memory only.
 */
import { useCallback, useState } from 'react';

function read(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** The stored value and a setter that stores it (an empty value removes the key). */
export function useSessionValue(key: string): [string, (value: string) => void] {
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  // A new key (another token kind) reads its own stored value.
  const current = state.key === key ? state.value : read(key);
  if (state.key !== key) setState({ key, value: current });
  const setValue = useCallback(
    (value: string) => {
      setState({ key, value });
      try {
        if (value) sessionStorage.setItem(key, value);
        else sessionStorage.removeItem(key);
      } catch {
        // Storage refused (private mode, a policy): the value lives as long as the panel.
      }
    },
    [key],
  );
  return [current, setValue];
}
