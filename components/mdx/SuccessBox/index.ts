/** `<SuccessBox>`: what the reader should see once a step worked, in a green box. In Markdown, a quote. */
import { noteBox } from '../note-box';

export const SuccessBox = noteBox({ name: 'SuccessBox', summary: 'what the reader should see once a step worked, in a green box', className: 'success-box', label: 'Success' });
