'use client';
/** The interactive half of <Tabs>: the tab list, keyboard arrows, and the remembered choice. */
import { Children, cloneElement, isValidElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec {
  value: string;
  label: string;
}

/** localStorage key of a tab group's choice (the Docusaurus key, so choices carry over). */
const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;
const GROUP_EVENT = 'docs-tab-group-change';

interface TabsClientProps {
  tabs: TabSpec[];
  defaultValue: string;
  groupId?: string;
  children: ReactNode;
}

export function TabsClient({ tabs, defaultValue, groupId, children }: TabsClientProps) {
  const [selected, setSelected] = useState(defaultValue);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!groupId) return;
    const known = (value: string | null) => (value && tabs.some((tab) => tab.value === value) ? value : null);
    const stored = known(localStorage.getItem(storageKey(groupId)));
    if (stored) setSelected(stored);
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && known(detail.value)) setSelected(detail.value);
    };
    window.addEventListener(GROUP_EVENT, onChange);
    return () => window.removeEventListener(GROUP_EVENT, onChange);
  }, [groupId, tabs]);

  const choose = (value: string) => {
    setSelected(value);
    if (!groupId) return;
    try {
      localStorage.setItem(storageKey(groupId), value);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
    window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { groupId, value } }));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    buttons.current[next]?.focus();
    choose(tabs[next].value);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-orientation="horizontal" className="tabs-list js-only">
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel-${index}`}
            aria-selected={tab.value === selected}
            tabIndex={tab.value === selected ? 0 : -1}
            className={tab.value === selected ? 'tabs-tab selected' : 'tabs-tab'}
            onClick={() => choose(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {Children.toArray(children).map((child, index) =>
        isValidElement<Record<string, unknown>>(child)
          ? cloneElement(child, {
              id: `${baseId}-panel-${index}`,
              'aria-labelledby': `${baseId}-tab-${index}`,
              className: tabs[index]?.value === selected ? 'tab-panel selected' : 'tab-panel',
            })
          : child,
      )}
    </div>
  );
}
