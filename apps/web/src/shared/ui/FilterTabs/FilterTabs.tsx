import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useChosenInView } from '../useChosenInView';
import './filterTabs.css';

export interface FilterTab {
  key: string;
  label: ReactNode;
}

export interface FilterTabsProps {
  items: readonly FilterTab[];
  activeKey: string;
  onChange: (key: string) => void;
  'aria-label': string;
  className?: string;
}

/**
 * A row of tabs that filters the list below it (My orders by status, reviews, returns, complaints,
 * coupons). A tab list of buttons: ← → Home End move between the tabs, Enter or Space chooses one
 * (each choice loads a list, so moving does not choose). On a narrow screen the row scrolls sideways,
 * the chosen tab kept in view. Plain buttons and CSS: antd's tabs measured every tab in the commit
 * that first showed the page, which forced the page's first layout inside that one task.
 */
export function FilterTabs({ items, activeKey, onChange, className, 'aria-label': label }: FilterTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  useChosenInView(list, '[aria-selected="true"]', activeKey, 'hidden');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    next?.focus();
    next?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div className={className ? `filter-tabs ${className}` : 'filter-tabs'}>
      <div ref={list} role="tablist" aria-label={label} className="filter-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={active ? 'filter-tabs__tab filter-tabs__tab--active' : 'filter-tabs__tab'}
              onClick={() => {
                if (!active) onChange(item.key);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
