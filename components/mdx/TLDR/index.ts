/** `<TLDR>`: the page's summary in a highlighted box. In Markdown, a quote. */
import { noteBox } from '../note-box';

export const TLDR = noteBox({ name: 'TLDR', summary: "the page's summary in a highlighted box", className: 'tldr', label: 'Summary' });
