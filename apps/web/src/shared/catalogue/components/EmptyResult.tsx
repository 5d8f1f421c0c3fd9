import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Empty } from '../../ui/kit/Empty';
import '../catalogue.css';

export interface EmptyResultProps {
  /** defaults to 'No results found' */
  title?: ReactNode;
  /** defaults to 'Try changing the filters or the search words' */
  hint?: ReactNode;
  /** an action, e.g. a link back to the listing */
  children?: ReactNode;
}

/** The empty-result block of docs/product.md §2. */
export function EmptyResult({ title, hint, children }: EmptyResultProps) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="empty-result" data-testid="empty-result" role="status">
      <Empty
        description={
          <>
            <strong className="empty-result__title">{title ?? t('empty.title')}</strong>
            <span className="empty-result__hint">{hint ?? t('empty.hint')}</span>
          </>
        }
      >
        {children ? <div className="empty-result__actions">{children}</div> : null}
      </Empty>
    </div>
  );
}
