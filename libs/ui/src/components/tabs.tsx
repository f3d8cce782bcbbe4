import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Controlled selection by key; omit for uncontrolled. */
  selectedKey?: string;
  onChange?: (key: string) => void;
  defaultKey?: string;
}

/** Accessible tabs (Headless UI: arrow keys, roles), e.g. Upcoming / Past events. */
export function Tabs({ tabs, selectedKey, onChange, defaultKey }: TabsProps) {
  const indexOf = (key: string | undefined) => Math.max(0, tabs.findIndex((tab) => tab.key === key));
  const controlled = selectedKey !== undefined ? { selectedIndex: indexOf(selectedKey) } : { defaultIndex: indexOf(defaultKey) };
  return (
    <TabGroup {...controlled} onChange={(index: number) => { const tab = tabs[index]; if (tab) onChange?.(tab.key); }}>
      <TabList className="rr-tabs__list">
        {tabs.map((tab) => (
          <Tab key={tab.key} className="rr-tabs__tab">{tab.label}</Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((tab) => (
          <TabPanel key={tab.key}>{tab.content}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
