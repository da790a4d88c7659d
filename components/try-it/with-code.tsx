/** Text whose `backticked` words are code, as the explanations and hints write them. */
import type { ReactNode } from 'react';

export function withCode(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, index) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? <code key={index}>{part.slice(1, -1)}</code> : part));
}
