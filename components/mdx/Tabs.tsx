/**
 * Docusaurus-style tabs: `<Tabs groupId>` around `<TabItem value label default>`. The server
 * reads the items' props and renders every panel; the client part shows one at a time and
 * remembers a group's choice. Without JavaScript all panels show, each under its label.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { TabsClient, type TabSpec } from './TabsClient';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

export function TabItem({ value, label, children }: TabItemProps) {
  return (
    <div className="tab-panel" role="tabpanel" data-tab-value={value}>
      <p className="tab-panel-label no-js-only">{label ?? value}</p>
      {children}
    </div>
  );
}

export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const tabs: TabSpec[] = items.map((item) => ({ value: item.props.value, label: item.props.label ?? item.props.value }));
  const defaultValue = items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value ?? '';
  return (
    <TabsClient tabs={tabs} defaultValue={defaultValue} groupId={groupId}>
      {items}
    </TabsClient>
  );
}
