import type { ReactNode } from 'react';
import { cx } from './cx';
import './layout.css';

export interface TableColumn<R> {
  key: string;
  title: ReactNode;
  /** the cell; `row[key]` as text when absent */
  render?: (row: R, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface TableProps<R> {
  columns: readonly TableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** what an empty table says */
  empty?: ReactNode;
  /** a caption naming the table for screen readers (visually hidden unless `showCaption`) */
  caption?: ReactNode;
  showCaption?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * A data table. On a phone (≤ 640 px) each row becomes a card of label–value lines (kit.css reads each
 * cell's `data-label`), so nothing is cut off or scrolled sideways.
 */
export function Table<R>({ columns, rows, rowKey, empty, caption, showCaption, className, 'data-testid': testId }: TableProps<R>) {
  const labelOf = (column: TableColumn<R>) => (typeof column.title === 'string' ? column.title : undefined);
  return (
    <div className={cx('kit-table-wrap', className)} data-testid={testId}>
      <table className="kit-table">
        {caption ? <caption className={showCaption ? 'kit-table__caption' : 'visually-hidden'}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ width: column.width, textAlign: column.align }}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="kit-table__empty-row">
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={labelOf(column)} style={{ textAlign: column.align }}>
                    {column.render ? column.render(row, index) : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
