/**
 * Makes the static tab markup work: clicking or arrowing between tabs shows one panel, and a
 * `groupId` keeps the reader's choice across the page's tab groups and across visits
 * (localStorage, under Docusaurus' key so existing choices carry over).
 */
import type { WriterBehaviour } from '../behaviours';

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

function select(tabs: Element, value: string): boolean {
  const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(':scope > [role="tablist"] > [role="tab"]')];
  if (!buttons.some((button) => button.dataset.tabValue === value)) return false;
  for (const button of buttons) {
    const active = button.dataset.tabValue === value;
    button.setAttribute('aria-selected', String(active));
    button.tabIndex = active ? 0 : -1;
    button.classList.toggle('selected', active);
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) {
    panel.classList.toggle('selected', panel.dataset.tabValue === value);
  }
  return true;
}

function chooseInGroup(groupId: string, value: string) {
  document.querySelectorAll(`.tabs[data-group-id="${CSS.escape(groupId)}"]`).forEach((tabs) => select(tabs, value));
  try {
    localStorage.setItem(storageKey(groupId), value);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** Applies stored group choices to the tab groups on the page. */
function restoreTabChoices() {
  document.querySelectorAll<HTMLElement>('.tabs[data-group-id]').forEach((tabs) => {
    try {
      const stored = localStorage.getItem(storageKey(tabs.dataset.groupId!));
      if (stored) select(tabs, stored);
    } catch {
      // No storage: keep the default tab.
    }
  });
}

function choose(button: HTMLButtonElement) {
  const tabs = button.closest('.tabs') as HTMLElement | null;
  const value = button.dataset.tabValue;
  if (!tabs || !value) return;
  if (tabs.dataset.groupId) chooseInGroup(tabs.dataset.groupId, value);
  else select(tabs, value);
}

function onTabClick(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('.tabs [role="tab"]');
  if (button instanceof HTMLButtonElement) choose(button);
}

function onTabKeyDown(event: KeyboardEvent) {
  const button = (event.target as Element | null)?.closest?.('.tabs [role="tab"]');
  if (!(button instanceof HTMLButtonElement)) return;
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (!step) return;
  event.preventDefault();
  const buttons = [...(button.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
  const next = buttons[(buttons.indexOf(button) + step + buttons.length) % buttons.length];
  next.focus();
  choose(next);
}

export const tabsBehaviour: WriterBehaviour = { onClick: onTabClick, onKeyDown: onTabKeyDown, onBodyShown: restoreTabChoices };
