import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { WarehouseStock } from '@clearlot/contract';
import { byLanguage, warehouseNameOf } from '../../../shared/catalogue/model/localized';
import { type Language, localeTag } from '../../../shared/i18n/language';

interface StockTableProps {
  stock: readonly WarehouseStock[];
  language: Language;
}

/**
 * Stock by warehouse of the chosen option (SKU): warehouse name and city in the shown language, and quantity. A plain table:
 * a few rows need none of a data grid's machinery (and the product page loads faster without it).
 */
export function StockTable({ stock, language }: StockTableProps) {
  const { t } = useTranslation('detail');
  const numbers = new Intl.NumberFormat(localeTag(language));

  return (
    <section className="detail-section" aria-labelledby="detail-stock-title" data-testid="detail-stock-table">
      <h2 id="detail-stock-title" className="detail-section__title">
        {t('stockTable.title')}
      </h2>
      <table className="detail-specs stock-table">
        <thead>
          <tr>
            <th scope="col">{t('stockTable.warehouse')}</th>
            <th scope="col">{t('stockTable.city')}</th>
            <th scope="col" className="stock-table__number">
              {t('stockTable.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {stock.length === 0 ? (
            <tr>
              <td colSpan={3} className="stock-table__empty">
                {t('stockTable.empty')}
              </td>
            </tr>
          ) : (
            stock.map((row) => (
              <tr key={row.warehouseCode}>
                <td>{warehouseNameOf(row, language)}</td>
                <td>{byLanguage(language, row.cityZh || row.city, row.city)}</td>
                <td className="stock-table__number">{numbers.format(row.quantity)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
