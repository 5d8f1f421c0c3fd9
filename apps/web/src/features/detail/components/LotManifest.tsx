import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import * as ApiPath from '@clearlot/contract/api/paths';
import { formatPounds } from '@clearlot/contract/format/money';
import type { ConditionGrade } from '@clearlot/contract/rules/listing';
import { lotGrade, manifestTotals } from '@clearlot/contract/rules/lot';
import type { ManifestRow } from '@clearlot/contract/schemas/lot';
import { type Language, localeTag } from '../../../shared/i18n/language';

type SortKey = 'description' | 'quantity' | 'retailValue' | 'lineValue' | 'condition';
interface Sort {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

const lineValue = (row: ManifestRow) => row.quantity * row.retailValue;

function sorted(rows: readonly ManifestRow[], sort: Sort | null, language: Language): ManifestRow[] {
  if (!sort) return [...rows];
  const collator = new Intl.Collator(localeTag(language));
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const order = sort.key === 'description' ? collator.compare(a.description, b.description) : sort.key === 'lineValue' ? lineValue(a) - lineValue(b) : a[sort.key] - b[sort.key];
    return order * sign;
  });
}

/**
 * A lot's manifest on the product page (issue 33 item 4): what the lot holds, row by row, sortable by any
 * column (a header is a button; aria-sort says the order), with the totals (units and the retail value the
 * lot represents) and the manifest as a CSV file from the server, headed in the page's language.
 */
export function LotManifest({ productId, rows, language }: { productId: number; rows: readonly ManifestRow[]; language: Language }) {
  const { t } = useTranslation('detail');
  // the grades' words are the catalogue's, which the product cards' badges say too
  const { t: tc } = useTranslation('catalogue');
  const [sort, setSort] = useState<Sort | null>(null);
  const numbers = new Intl.NumberFormat(localeTag(language));
  const totals = manifestTotals(rows);
  const grade = lotGrade(rows);
  const columns: Array<{ key: SortKey; label: string; number: boolean }> = [
    { key: 'description', label: t('manifest.item'), number: false },
    { key: 'quantity', label: t('manifest.quantity'), number: true },
    { key: 'retailValue', label: t('manifest.retailValue'), number: true },
    { key: 'lineValue', label: t('manifest.lineValue'), number: true },
    { key: 'condition', label: t('manifest.condition'), number: false },
  ];
  const toggle = (key: SortKey) =>
    setSort((now) => (now?.key === key ? { key, direction: now.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: 'ascending' }));

  return (
    <section className="detail-section lot-manifest" aria-labelledby="detail-manifest-title" data-testid="lot-manifest">
      <div className="lot-manifest__head">
        <h2 id="detail-manifest-title" className="detail-section__title">
          {t('manifest.title')}
        </h2>
        <a className="lot-manifest__download" href={`${ApiPath.product.lotManifestCsv}?productId=${productId}&lang=${language}`} download data-testid="lot-manifest-download">
          {t('manifest.download')}
        </a>
      </div>
      <p className="lot-manifest__summary" data-testid="lot-manifest-summary">
        {t('manifest.summary', { count: totals.units, units: numbers.format(totals.units), value: formatPounds(totals.retailValue) })}
        {grade !== null && t('manifest.listedUnder', { grade: tc(`grade.${grade}`) })}
      </p>
      <div className="lot-manifest__scroll">
        <table className="detail-specs stock-table lot-manifest__table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.number ? 'stock-table__number' : undefined} aria-sort={sort?.key === column.key ? sort.direction : 'none'}>
                  <button type="button" className="lot-manifest__sort" onClick={() => toggle(column.key)}>
                    {column.label}
                    <span aria-hidden="true">{sort?.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted(rows, sort, language).map((row, index) => (
              <tr key={`${index}-${row.description}`} data-testid="lot-manifest-row">
                <td>{row.description}</td>
                <td className="stock-table__number">{numbers.format(row.quantity)}</td>
                <td className="stock-table__number">{formatPounds(row.retailValue)}</td>
                <td className="stock-table__number">{formatPounds(lineValue(row))}</td>
                <td>{tc(`grade.${row.condition as ConditionGrade}`)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('manifest.total')}</th>
              <td className="stock-table__number" data-testid="lot-manifest-units">
                {numbers.format(totals.units)}
              </td>
              <td />
              <td className="stock-table__number" data-testid="lot-manifest-value">
                {formatPounds(totals.retailValue)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
