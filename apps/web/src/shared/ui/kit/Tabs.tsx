import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import type { ReactNode } from 'react';
import { cx } from './cx';
import './layout.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** the panel; tabs that only filter a list below them leave it out */
  children?: ReactNode;
  disabled?: boolean;
  'data-testid'?: string;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  /** the open tab when controlled (e.g. kept in the address) */
  activeKey?: K;
  defaultActiveKey?: K;
  onChange?: (key: K) => void;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** Tabs (Base UI's Tabs: arrow keys move between tabs, the panel is named by its tab). */
export function Tabs<K extends string>({ items, activeKey, defaultActiveKey, onChange, className, 'aria-label': ariaLabel, 'data-testid': testId }: TabsProps<K>) {
  return (
    <BaseTabs.Root
      className={cx('kit-tabs', className)}
      value={activeKey}
      defaultValue={defaultActiveKey ?? items[0]?.key}
      onValueChange={(value) => onChange?.(value as K)}
      data-testid={testId}
    >
      <BaseTabs.List className="kit-tabs__list" aria-label={ariaLabel}>
        {items.map((item) => (
          <BaseTabs.Tab key={item.key} value={item.key} disabled={item.disabled} className="kit-tabs__tab" data-testid={item['data-testid']}>
            {item.label}
          </BaseTabs.Tab>
        ))}
        <BaseTabs.Indicator className="kit-tabs__indicator" />
      </BaseTabs.List>
      {items.map((item) =>
        item.children !== undefined ? (
          <BaseTabs.Panel key={item.key} value={item.key} className="kit-tabs__panel">
            {item.children}
          </BaseTabs.Panel>
        ) : null,
      )}
    </BaseTabs.Root>
  );
}
