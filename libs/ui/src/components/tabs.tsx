import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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

/**
 * Accessible tabs (WAI-ARIA tabs pattern: tablist/tab/tabpanel roles, one tab in the Tab order, arrow keys, Home and
 * End move and select), e.g. Upcoming / Past events. Only the selected panel is rendered.
 */
export function Tabs({ tabs, selectedKey, onChange, defaultKey }: TabsProps) {
  const indexOf = (key: string | undefined) => Math.max(0, tabs.findIndex((tab) => tab.key === key));
  const [own, setOwn] = useState(() => indexOf(defaultKey));
  const selected = selectedKey !== undefined ? indexOf(selectedKey) : Math.min(own, tabs.length - 1);
  const base = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    if (selectedKey === undefined) setOwn(index);
    if (index !== selected) onChange?.(tab.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" className="rr-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${base}panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            data-selected={index === selected ? '' : undefined}
            className="rr-tabs__tab"
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) =>
        index === selected ? (
          <div key={tab.key} role="tabpanel" id={`${base}panel-${index}`} aria-labelledby={`${base}tab-${index}`} tabIndex={0}>
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
