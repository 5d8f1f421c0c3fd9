import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/kit';

interface QuickLinkProps {
  icon: ReactNode;
  label: string;
  /** where it leads; without it the entry is shown as not enabled yet */
  to?: string;
}

/**
 * An account-card shortcut. Entries whose page is not built yet stay visible but dimmed,
 * with the 'not enabled yet' tooltip, and say so again as a warning when chosen (docs/product.md §2).
 */
export function QuickLink({ icon, label, to }: QuickLinkProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <span className="quick-link__icon" aria-hidden>
        {icon}
      </span>
      <span className="quick-link__label">{label}</span>
    </>
  );
  if (to) {
    return (
      <Link to={to} className="quick-link">
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="quick-link quick-link--disabled"
      aria-disabled="true"
      aria-label={`${label} (${t('notEnabled')})`}
      title={t('notEnabled')}
      onClick={() => toast.warning(t('notEnabled'))}
    >
      {content}
    </button>
  );
}
