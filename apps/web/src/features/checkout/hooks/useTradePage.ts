import { useSearchParams } from '../../../shared/router';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { ApiError } from '../../../shared/http/client';
import { useSession } from '../../../shared/session/session';
import { useTrade } from '../api/trade';

const TRADE_NO = /^[A-Z0-9]{6,32}$/;

/** The trade named by ?tradeNo= (the payment, QR and done pages); a malformed number is not looked up. */
export function useTradePage() {
  const [params] = useSearchParams();
  const { token } = useSession();
  const raw = params.get('tradeNo')?.trim() ?? '';
  const tradeNo = TRADE_NO.test(raw) ? raw : null;
  const trade = useTrade(token && tradeNo ? tradeNo : null);
  const notFound = tradeNo === null || (trade.error instanceof ApiError && [ErrorCatalogue.tradeNotFound.code, ErrorCatalogue.validationFailed.code].includes(trade.error.code));
  return { signedIn: token !== null, tradeNo, trade, notFound };
}
