import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { formatPounds } from '@clearlot/contract/format/money';
import type { DeskProductOption } from '@clearlot/contract/schemas/catalogueDesk';
import { useTranslation } from '../../shared/i18n';
import { useProductOptions } from './api';

/**
 * Products by a part of the name or id, as an antd form control: one (a flash deal's) or several (a topic page's).
 * Products with options are shown but cannot be chosen for a deal (a deal has one price).
 */
export function ProductPicker({
  value,
  onChange,
  multiple = false,
  forDeal = false,
  onPicked,
  testId,
}: {
  value?: number | number[];
  onChange?: (value: number | number[]) => void;
  multiple?: boolean;
  forDeal?: boolean;
  onPicked?: (product: DeskProductOption | undefined) => void;
  testId: string;
}) {
  const { t, language } = useTranslation('shopWindow');
  const [keyword, setKeyword] = useState('');
  const held = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const options = useProductOptions(useDeferredValue(keyword), held);
  const label = (p: DeskProductOption) => `${language === 'zh' ? p.nameZh : p.nameEn} · ${formatPounds(p.price)}${p.onSale ? '' : ` · ${t('products.notOnSale')}`}`;
  return (
    <Select<number | number[]>
      mode={multiple ? 'multiple' : undefined}
      value={value}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('products.search')}
      notFoundContent={keyword === '' ? t('products.typeToSearch') : t('products.none')}
      loading={options.isFetching}
      options={(options.data ?? []).map((p) => ({ value: p.id, label: label(p), disabled: forDeal && (p.hasOptions || !p.onSale) }))}
      onChange={(next) => {
        onChange?.(next);
        if (!Array.isArray(next)) onPicked?.(options.data?.find((p) => p.id === next));
      }}
      data-testid={testId}
    />
  );
}
