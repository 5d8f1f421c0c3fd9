import { NumberInput } from '../../../shared/ui/kit';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { clampCartQuantity, maxCartQuantity } from '../model/cartSelection';

interface QuantityStepperProps {
  /** the quantity on the server */
  quantity: number;
  stock: number;
  productName: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * Minus, the quantity and plus, limited to 1..stock. The buttons send at once; a typed number is
 * sent on Enter or when the field is left (so typing "12" does not send 1 and then 12), brought
 * within 1..stock first; a cleared field goes back to the quantity on the server.
 */
export function QuantityStepper({ quantity, stock, productName, disabled = false, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const max = maxCartQuantity(stock);

  const commit = (value: number | null) => {
    if (value === null) return;
    const next = clampCartQuantity(value, stock);
    if (next !== quantity) onChange(next);
  };

  return (
    <span className="kit-stepper cart-stepper">
      <button
        type="button"
        className="kit-stepper__button"
        aria-label={t('line.decrease', { name: productName })}
        disabled={disabled || quantity <= 1}
        onClick={() => commit(quantity - 1)}
        data-testid="cart-quantity-decrease"
      >
        −
      </button>
      <NumberInput
        className="cart-stepper__input"
        precision={0}
        min={1}
        max={max}
        blankValue={quantity}
        value={quantity}
        disabled={disabled}
        aria-label={t('line.quantity', { name: productName })}
        onChange={commit}
        data-testid="cart-quantity"
      />
      <button
        type="button"
        className="kit-stepper__button"
        aria-label={t('line.increase', { name: productName })}
        disabled={disabled || quantity >= max}
        onClick={() => commit(quantity + 1)}
        data-testid="cart-quantity-increase"
      >
        +
      </button>
    </span>
  );
}
