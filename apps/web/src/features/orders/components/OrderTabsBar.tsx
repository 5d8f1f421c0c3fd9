import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderTab } from '@clearlot/contract/rules/order';
import type { OrderTabCounts } from '@clearlot/contract/schemas/order';
import { ORDER_TAB_KEYS } from '../model/orderTabs';

interface OrderTabsBarProps {
  tab: OrderTab;
  counts: OrderTabCounts | undefined;
  onChange: (tab: OrderTab) => void;
}

/**
 * All / awaiting payment / pending shipment / awaiting receipt / reservations / completed / cancelled, with counts.
 * On a narrow screen the row scrolls sideways (swipe, or arrow keys that bring a tab into view) instead of folding
 * tabs into a "···" menu, whose button inside the tab list would not be a tab (axe: aria-required-children).
 */
export function OrderTabsBar({ tab, counts, onChange }: OrderTabsBarProps) {
  const { t } = useTranslation('orders');
  return (
    <FilterTabs
      className="order-tabs"
      activeKey={tab}
      onChange={(key) => onChange(key as OrderTab)}
      aria-label={t('tabs.label')}
      items={ORDER_TAB_KEYS.map((key) => {
        const count = counts?.[key];
        return {
          key,
          label: (
            <span data-testid={`order-tab-${key}`}>
              {t(`tabs.${key}`)}
              {count !== undefined && count > 0 && <span className="order-tabs__count">{count > 99 ? '99+' : count}</span>}
            </span>
          ),
        };
      })}
    />
  );
}
