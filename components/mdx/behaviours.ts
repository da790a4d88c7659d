/**
 * What writer components do in the browser, one entry per component that does anything (most
 * are static HTML). `components/PageEnhancements.tsx` runs them by delegation: one click and one
 * key listener for the whole document, and `onBodyShown` each time a page's body is shown.
 * Kept apart from `registry.ts` so the page's script carries none of the build's code.
 */
import { tabsBehaviour } from './Tabs/behaviour';

/** A writer component's browser behaviour; each handler sees every event and picks its own targets. */
export interface WriterBehaviour {
  onClick?: (event: MouseEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** After a page's body is in the document (first load, each navigation). */
  onBodyShown?: () => void;
}

export const WRITER_BEHAVIOURS: readonly WriterBehaviour[] = [tabsBehaviour];
