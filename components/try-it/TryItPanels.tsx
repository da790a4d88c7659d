/**
 * Loaded on the first press of a "Try it" button: the open panels, each rendered as a portal into
 * a container right after its signature. A panel is a disclosure: its button says whether it is
 * expanded and controls it. It closes on the second press, on its Close, or when a
 * client navigation replaces the body it sits in. Portals (from `react-dom`) and not roots of
 * their own: `react-dom/client` in this chunk made the bundler split the startup chunks into one
 * more file on every page.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ENDPOINT_ATTRIBUTE } from '@/lib/constants';
import { BODY_READY_EVENT } from '../DocBody';
import { TryItPanel } from './TryItPanel';
import './try-it.css';

interface OpenPanel {
  button: HTMLButtonElement;
  container: HTMLElement;
  signature: string;
}

let panels: OpenPanel[] = [];
let panelCount = 0;
const listeners = new Set<() => void>();

function update(next: OpenPanel[]) {
  panels = next;
  listeners.forEach((listener) => listener());
}

function closePanel(button: HTMLButtonElement, returnFocus: boolean) {
  button.setAttribute('aria-expanded', 'false');
  // React unmounts the portal from the detached container on its next render.
  panels.find((panel) => panel.button === button)?.container.remove();
  update(panels.filter((panel) => panel.button !== button));
  if (returnFocus) button.focus();
}

/** Opens the panel of a button, or closes it when it is open. */
export function togglePanel(button: HTMLButtonElement) {
  button.textContent = 'Try it';
  if (panels.some((panel) => panel.button === button)) return closePanel(button, false);
  const signatureElement = button.closest(`[${ENDPOINT_ATTRIBUTE}]`);
  const signature = signatureElement?.getAttribute(ENDPOINT_ATTRIBUTE);
  if (!signatureElement || !signature) return;
  const container = document.createElement('div');
  container.id = `try-it-panel-${(panelCount += 1)}`;
  signatureElement.after(container);
  button.setAttribute('aria-controls', container.id);
  button.setAttribute('aria-expanded', 'true');
  update([...panels, { button, container, signature }]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}


/** Every open panel of the page. */
export function TryItPanels({ basePath }: { basePath: string }) {
  const open = useSyncExternalStore(subscribe, () => panels, () => panels);
  useEffect(() => {
    // A client navigation replaced the body: its panels are gone with it.
    const forgetDetached = () => update(panels.filter((panel) => panel.container.isConnected));
    window.addEventListener(BODY_READY_EVENT, forgetDetached);
    return () => window.removeEventListener(BODY_READY_EVENT, forgetDetached);
  }, []);
  return open.map((panel) =>
    createPortal(<TryItPanel signature={panel.signature} basePath={basePath} onClose={() => closePanel(panel.button, true)} />, panel.container, panel.container.id),
  );
}
