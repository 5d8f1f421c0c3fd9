import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WarehouseStock } from '@clearlot/contract';
import { warehouseNameOf } from '../../../shared/catalogue/model/localized';
import type { Language } from '../../../shared/i18n/language';

interface StockTableProps {
  stock: readonly WarehouseStock[];
  language: Language;
}

/** Stock by warehouse: warehouse name in the shown language, city and quantity. */
export function StockTable({ stock, language }: StockTableProps) {
  const { t } = useTranslation('detail');
  const numbers = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-GB');
  const columns: TableColumnsType<WarehouseStock> = [
    { key: 'warehouse', title: t('stockTable.warehouse'), render: (_, row) => warehouseNameOf(row, language) },
    { key: 'city', title: t('stockTable.city'), dataIndex: 'city' },
    { key: 'quantity', title: t('stockTable.quantity'), dataIndex: 'quantity', align: 'right', render: (quantity: number) => numbers.format(quantity) },
  ];

  return (
    <section className="detail-section" aria-labelledby="detail-stock-title" data-testid="detail-stock-table">
      <h2 id="detail-stock-title" className="detail-section__title">
        {t('stockTable.title')}
      </h2>
      <Table<WarehouseStock>
        rowKey="warehouseCode"
        size="small"
        columns={columns}
        dataSource={[...stock]}
        pagination={false}
        locale={{ emptyText: t('stockTable.empty') }}
      />
    </section>
  );
}
