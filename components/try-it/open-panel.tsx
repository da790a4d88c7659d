/**
 * Loaded on the first press of a "Try it" button: mounts the section's panel right after its
 * signature, as a disclosure (the button says whether it is expanded and controls the panel), and
 * unmounts it on the second press, on the panel's Close or Escape, or when a client navigation
 * replaces the body it sits in. The body is static HTML outside React, so each panel is a small
 * React root of its own.
 */
import { createRoot, type Root } from 'react-dom/client';
import { ENDPOINT_ATTRIBUTE } from '@/lib/constants';
import { BODY_READY_EVENT } from '../DocBody';
import { TryItPanel } from './TryItPanel';
import './try-it.css';

interface OpenPanel {
  root: Root;
  container: HTMLElement;
}

const open = new Map<HTMLButtonElement, OpenPanel>();
let panelCount = 0;
let watchingNavigations = false;

function closePanel(button: HTMLButtonElement, returnFocus: boolean) {
  const panel = open.get(button);
  if (!panel) return;
  open.delete(button);
  panel.root.unmount();
  panel.container.remove();
  button.setAttribute('aria-expanded', 'false');
  if (returnFocus) button.focus();
}

/** Unmounts the panels whose body a navigation took away. */
function forgetDetached() {
  for (const [button, panel] of open) if (!panel.container.isConnected) closePanel(button, false);
}

/** Opens the panel of a button, or closes it when it is open. */
export function togglePanel(button: HTMLButtonElement, basePath: string) {
  button.textContent = 'Try it';
  if (open.has(button)) return closePanel(button, false);
  const signatureElement = button.closest(`[${ENDPOINT_ATTRIBUTE}]`);
  const signature = signatureElement?.getAttribute(ENDPOINT_ATTRIBUTE);
  if (!signatureElement || !signature) return;
  if (!watchingNavigations) window.addEventListener(BODY_READY_EVENT, forgetDetached);
  watchingNavigations = true;
  const container = document.createElement('div');
  container.id = `try-it-panel-${(panelCount += 1)}`;
  container.className = 'try-it-mount';
  signatureElement.after(container);
  button.setAttribute('aria-controls', container.id);
  button.setAttribute('aria-expanded', 'true');
  const root = createRoot(container);
  open.set(button, { root, container });
  root.render(<TryItPanel signature={signature} basePath={basePath} onClose={() => closePanel(button, true)} />);
}
