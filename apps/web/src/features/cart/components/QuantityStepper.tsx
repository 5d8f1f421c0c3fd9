import { NumberInput } from '../../../shared/ui/kit/NumberInput';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { QuantityTerms } from '@clearlot/contract/rules/quantity';
import { clampCartQuantity, maxCartQuantity } from '../model/cartSelection';

interface QuantityStepperProps {
  /** the quantity on the server */
  quantity: number;
  stock: number;
  /** the option's minimum order and case (rules/quantity.ts): the stepper starts there and steps by whole cases */
  terms: Pick<QuantityTerms, 'minQuantity' | 'casePack'>;
  productName: string;
  disabled?: boolean;
  /** the quantity to send, and what was typed when it had to be changed to one the terms allow */
  onChange: (quantity: number, typed: number | null) => void;
}

/**
 * Minus, the quantity and plus, from the option's minimum order to the stock, by whole cases (one unit
 * for an option without terms). The buttons send at once; a typed number is sent on Enter or when the
 * field is left (so typing "12" does not send 1 and then 12), changed to the nearest quantity the
 * terms and the stock allow first; a cleared field goes back to the quantity on the server.
 */
export function QuantityStepper({ quantity, stock, terms, productName, disabled = false, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const max = maxCartQuantity(stock, terms);
  const step = terms.casePack;

  const commit = (value: number | null, typed = false) => {
    if (value === null) return;
    const next = clampCartQuantity(value, stock, terms);
    if (next !== quantity) onChange(next, typed && next !== value ? value : null);
  };

  return (
    <span className="kit-stepper cart-stepper">
      <button
        type="button"
        className="kit-stepper__button"
        aria-label={t(step > 1 ? 'line.decreaseCase' : 'line.decrease', { name: productName })}
        disabled={disabled || quantity <= terms.minQuantity}
        onClick={() => commit(quantity - step)}
        data-testid="cart-quantity-decrease"
      >
        −
      </button>
      <NumberInput
        className="cart-stepper__input"
        precision={0}
        min={1}
        max={Math.max(max, quantity)}
        blankValue={quantity}
        value={quantity}
        disabled={disabled}
        aria-label={t('line.quantity', { name: productName })}
        onChange={(value) => commit(value, true)}
        data-testid="cart-quantity"
      />
      <button
        type="button"
        className="kit-stepper__button"
        aria-label={t(step > 1 ? 'line.increaseCase' : 'line.increase', { name: productName })}
        disabled={disabled || quantity >= max}
        onClick={() => commit(quantity + step)}
        data-testid="cart-quantity-increase"
      >
        +
      </button>
    </span>
  );
}
