import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useWarehouses } from '../../../shared/catalogue/api/warehouses';
import { warehouseNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { SkeletonBlock } from '../../../shared/ui/kit/Skeleton';
import { toggleWarehouse } from '../model/filters';
import { FilterOption, FilterRow } from './FilterRow';

export interface WarehouseFilterProps {
  countryCode: string;
  codes: readonly string[];
  locked: boolean;
  onChange: (codes: string[]) => void;
}

/** Ship-from warehouses (docs/product.md §2): ALL, or any number of warehouses of the country. */
export function WarehouseFilter({ countryCode, codes, locked, onChange }: WarehouseFilterProps) {
  const { t } = useTranslation('catalogue');
  const language = currentLanguage();
  const warehouses = useWarehouses(countryCode);

  return (
    <FilterRow label={t('filters.shipFrom')} locked={locked}>
      {warehouses.isPending ? (
        <SkeletonBlock width="100%" height={24} />
      ) : (
        <>
          <FilterOption active={codes.length === 0} onClick={() => onChange([])} testId="filter-warehouse-all">
            {t('filters.allWarehouses')}
          </FilterOption>
          {(warehouses.data ?? []).map((warehouse) => (
            <FilterOption
              key={warehouse.warehouseCode}
              active={codes.includes(warehouse.warehouseCode)}
              onClick={() => onChange(toggleWarehouse(codes, warehouse.warehouseCode))}
              testId={`filter-warehouse-${warehouse.warehouseCode}`}
            >
              {warehouseNameOf(warehouse, language)}
            </FilterOption>
          ))}
        </>
      )}
    </FilterRow>
  );
}
