import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SortField, SortState } from '../model/filters';

const FIELDS: readonly SortField[] = ['updateTime', 'price', 'profitable'];

export interface SortBarProps {
  sort: SortState;
  onDefault: () => void;
  onField: (field: SortField) => void;
}

/** Default, release time, platform reservation price, profitable; the chosen field shows its direction. */
export function SortBar({ sort, onDefault, onField }: SortBarProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="sort-bar" role="group" aria-label={t('sort.label')}>
      <span className="sort-bar__label" aria-hidden="true">
        {t('sort.label')}
      </span>
      <Button size="small" type={sort.kind === 'default' ? 'primary' : 'default'} aria-pressed={sort.kind === 'default'} onClick={onDefault} data-testid="sort-default">
        {t('sort.default')}
      </Button>
      {FIELDS.map((field) => {
        const active = sort.kind === 'field' && sort.field === field;
        const direction = active ? sort.direction : null;
        return (
          <Button
            key={field}
            size="small"
            type={active ? 'primary' : 'default'}
            aria-pressed={active}
            onClick={() => onField(field)}
            data-testid={`sort-${field}`}
            data-direction={direction ?? undefined}
            icon={direction === 'asc' ? <ArrowUpOutlined /> : direction === 'desc' ? <ArrowDownOutlined /> : undefined}
            iconPlacement="end"
          >
            {t(`sort.${field}`)}
            {direction && <span className="visually-hidden">{t(direction === 'asc' ? 'sort.ascending' : 'sort.descending')}</span>}
          </Button>
        );
      })}
    </div>
  );
}
