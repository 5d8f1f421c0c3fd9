import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * A value a visitor may not read (docs/product.md §6): a blurred stand-in is drawn instead of the real
 * value, hidden from screen readers, which hear "sign in to see" instead.
 */
export function MaskedValue({ masked, standIn, children }: { masked: boolean; standIn: string; children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  if (!masked) return <>{children}</>;
  return (
    <span className="masked-value" data-masked="true">
      <span className="masked-value__blur" aria-hidden="true">
        {standIn}
      </span>
      <span className="visually-hidden">{t('card.signInToSee')}</span>
    </span>
  );
}
