import { ArrowDownOutlined } from '../../../shared/ui/kit/icons/ArrowDownOutlined';
import { ArrowUpOutlined } from '../../../shared/ui/kit/icons/ArrowUpOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
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
      <Button size="small" variant={sort.kind === 'default' ? 'primary' : 'default'} aria-pressed={sort.kind === 'default'} onClick={onDefault} data-testid="sort-default">
        {t('sort.default')}
      </Button>
      {FIELDS.map((field) => {
        const active = sort.kind === 'field' && sort.field === field;
        const direction = active ? sort.direction : null;
        return (
          <Button
            key={field}
            size="small"
            variant={active ? 'primary' : 'default'}
            aria-pressed={active}
            onClick={() => onField(field)}
            data-testid={`sort-${field}`}
            data-direction={direction ?? undefined}
          >
            {t(`sort.${field}`)}
            {direction && (
              <>
                {/* the arrow follows the name; the words say the same to screen readers */}
                <span className="sort-bar__arrow" aria-hidden="true">
                  {direction === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
                </span>
                <span className="visually-hidden">{t(direction === 'asc' ? 'sort.ascending' : 'sort.descending')}</span>
              </>
            )}
          </Button>
        );
      })}
    </div>
  );
}
