import { formatZonedLabelled } from '@clearlot/contract/format/date';
import type { OwnerReply as Reply } from '@clearlot/contract/schemas/reviews';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';

/** The goods owner's one reply under a review. */
export function OwnerReply({ reply }: { reply: Reply }) {
  const { t } = useTranslation('reviews');
  const zone = useDateZone();
  return (
    <div className="review-reply" data-testid="review-reply">
      <p>
        <strong>{t('detail.reply')}</strong> <span className="muted">{formatZonedLabelled(reply.time, zone, currentLanguage())}</span>
      </p>
      <p>{reply.text}</p>
    </div>
  );
}
