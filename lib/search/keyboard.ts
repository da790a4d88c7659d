/** The keys that open search: Ctrl+K, ⌘K, and `/` when the visitor is not typing somewhere. */

/** The parts of a keydown event the decision reads (kept plain for tests). */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** True when focus is in a text field, a select or an editable element. */
  inEditable: boolean;
}

/** True when the key press should open the search dialog. */
export function isSearchShortcut(event: ShortcutKey): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.inEditable;
}

/** True on Apple platforms, where the hint reads ⌘K instead of Ctrl K. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
