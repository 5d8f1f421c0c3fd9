import { formatPounds } from '@clearlot/contract';
import type { WalletTransaction } from '@clearlot/contract';

/** A ledger amount with its direction's sign: income '+£12.50', expense '-£12.50'. */
export function signedPounds(direction: WalletTransaction['direction'], amount: number): string {
  const pounds = formatPounds(Math.abs(amount));
  return direction === 'income' ? `+${pounds}` : `-${pounds}`;
}
