import type { CentreCoupon } from '@clearlot/contract/schemas/coupon';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSession } from '../../../shared/session/session';
import { requireSignIn } from '../../../shared/session/signInPrompt';
import { Button } from '../../../shared/ui/kit/Button';
import { toast } from '../../../shared/ui/kit/feedback';
import { useClaimCoupon } from '../api/claimCoupon';

/**
 * Claims a copy of a centre coupon: "Claim", then "Claim another" while the buyer may hold more,
 * "Claimed" at their limit and "All claimed" when none is left. A visitor is asked to sign in first
 * and comes back here.
 */
export function ClaimButton({ coupon }: { coupon: CentreCoupon }) {
  const { t } = useTranslation('coupons');
  const { token } = useSession();
  const claim = useClaimCoupon();
  const atLimit = coupon.claimed >= coupon.perBuyerLimit;
  const allClaimed = coupon.remaining === 0;

  let label = t('centre.claim');
  if (atLimit) label = t('centre.claimed');
  else if (allClaimed) label = t('centre.allClaimed');
  else if (coupon.claimed > 0) label = t('centre.claimAnother');

  const onClick = () => {
    if (!token) {
      requireSignIn();
      return;
    }
    claim.mutate(coupon.id, { onSuccess: () => toast.success(t('centre.claimedToast')) });
  };

  return (
    <Button variant="primary" disabled={atLimit || allClaimed} loading={claim.isPending} onClick={onClick} data-testid="coupon-claim">
      {label}
    </Button>
  );
}
