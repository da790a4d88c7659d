/**
 * Docusaurus-style tabs: `<Tabs groupId>` around `<TabItem value label default>`. Rendered as
 * static markup (the page script makes the tab list work and remembers a group's choice);
 * without JavaScript every panel shows under its label.
 */
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

/** Only a carrier of props: <Tabs> renders the panels. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const selected = items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  return (
    <div className="tabs" data-group-id={groupId}>
      <div role="tablist" aria-orientation="horizontal" className="tabs-list js-only">
        {items.map((item, index) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              type="button"
              role="tab"
              id={`tab-${baseId}-${index}`}
              aria-controls={`panel-${baseId}-${index}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={active ? 'tabs-tab selected' : 'tabs-tab'}
              data-tab-value={item.props.value}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`panel-${baseId}-${index}`}
          aria-labelledby={`tab-${baseId}-${index}`}
          className={item.props.value === selected ? 'tab-panel selected' : 'tab-panel'}
          data-tab-value={item.props.value}
        >
          <p className="tab-panel-label no-js-only">{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
