import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
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
 * within 1..stock first. The field itself has no min/max: antd would drop an out-of-range entry
 * instead of letting it be brought within range.
 */
export function QuantityStepper({ quantity, stock, productName, disabled = false, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const max = maxCartQuantity(stock);
  const [draft, setDraft] = useState<number | null>(null);

  const commit = (value: number | null) => {
    setDraft(null);
    if (value === null) return;
    const next = clampCartQuantity(value, stock);
    if (next !== quantity) onChange(next);
  };

  return (
    <Space.Compact className="cart-stepper">
      <Button
        icon={<MinusOutlined />}
        aria-label={t('line.decrease', { name: productName })}
        disabled={disabled || quantity <= 1}
        onClick={() => commit(quantity - 1)}
        data-testid="cart-quantity-decrease"
      />
      <InputNumber
        className="cart-stepper__input"
        controls={false}
        precision={0}
        value={draft ?? quantity}
        disabled={disabled}
        aria-label={t('line.quantity', { name: productName })}
        onChange={(value) => setDraft(typeof value === 'number' ? value : null)}
        onBlur={() => commit(draft)}
        onPressEnter={() => commit(draft)}
        data-testid="cart-quantity"
      />
      <Button
        icon={<PlusOutlined />}
        aria-label={t('line.increase', { name: productName })}
        disabled={disabled || quantity >= max}
        onClick={() => commit(quantity + 1)}
        data-testid="cart-quantity-increase"
      />
    </Space.Compact>
  );
}
