/**
 * The "Copy page" button's behaviour: fetch the page's Markdown copy and put it on the clipboard.
 * The clipboard write starts inside the click (a `ClipboardItem` holding the pending text), which
 * Safari requires; browsers without `ClipboardItem` wait for the text and use `writeText`.
 */
import { COPIED_LABEL_MS } from '@/lib/constants';

const READY_LABEL = 'Copy page';

async function markdownOf(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** Copies the Markdown named by the button's `data-copy-page` and says "Copied" for a moment. */
export async function copyPage(button: HTMLButtonElement): Promise<void> {
  const label = button.querySelector('[data-copy-label]') ?? button;
  const text = markdownOf(button.dataset.copyPage ?? '');
  try {
    if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    label.textContent = 'Copied';
    button.setAttribute('data-copied', '');
  } catch {
    label.textContent = 'Copy failed';
  }
  setTimeout(() => {
    label.textContent = READY_LABEL;
    button.removeAttribute('data-copied');
  }, COPIED_LABEL_MS);
}
