/**
 * The "Try it" buttons: added by the page script after each endpoint signature (the renderer marks
 * them with `data-endpoint`), so a page without JavaScript has no dead button. Pressing one is
 * handled by `TryItHost`, which loads the panel.
 */
import { ENDPOINT_ATTRIBUTE } from '@/lib/constants';

/** Gives every endpoint signature in the body its button. */
export function addTryItButtons() {
  document.querySelectorAll(`.markdown [${ENDPOINT_ATTRIBUTE}]`).forEach((signature) => {
    if (signature.querySelector('[data-try-it]')) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'try-it-button';
    button.dataset.tryIt = '';
    button.setAttribute('aria-expanded', 'false');
    // The visible words first, so speech input ("click Try it") finds it (WCAG 2.5.3).
    button.setAttribute('aria-label', `Try it: ${signature.getAttribute(ENDPOINT_ATTRIBUTE)}`);
    button.textContent = 'Try it';
    signature.append(button);
  });
}
