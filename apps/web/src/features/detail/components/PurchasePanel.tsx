import { ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { App, Button, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReloadCodes, SignInRequiredCodes } from '@clearlot/contract/errors';
import { ApiError } from '../../../shared/http/client';
import { useSession } from '../../../shared/session/session';
import { useAddToCart } from '../api/cart';
import { clampQuantity } from '../format/productFacts';

interface PurchasePanelProps {
  productId: number;
  stock: number;
  language: 'en' | 'zh';
}

type Intent = 'cart' | 'buy';

/**
 * Quantity stepper (1..stock) with Add to cart and Buy now. Both add the item to the cart; Buy
 * now then goes to the cart. Buyers without purchase permission are asked to complete their
 * information first (spec §2 notices). While the cart service is not built it answers "not
 * found", and the buyer is told ordering opens soon — never that the item was added.
 */
export function PurchasePanel({ productId, stock, language }: PurchasePanelProps) {
  const { t } = useTranslation('detail');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { user } = useSession();
  const addToCart = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [intent, setIntent] = useState<Intent | null>(null);

  const soldOut = stock <= 0;
  const chosen = clampQuantity(quantity, stock);

  function askToCompleteInformation(userId: number) {
    modal.confirm({
      title: t('purchase.completeInfoTitle'),
      content: t('purchase.completeInfoText'),
      okText: t('purchase.fillNow'),
      cancelText: t('purchase.later'),
      onOk: () => void navigate(`/signUp-complete/${userId}`),
    });
  }

  function explainFailure(error: unknown) {
    if (!(error instanceof ApiError)) return;
    // sign-in, reload and connection problems are shown by the HTTP client itself
    if (error.code === 0 || SignInRequiredCodes.includes(error.code) || ReloadCodes.includes(error.code)) return;
    void message.warning(error.message);
  }

  function order(next: Intent) {
    if (soldOut || addToCart.isPending) return;
    if (user && !user.purchasePermission) {
      askToCompleteInformation(user.id);
      return;
    }
    setIntent(next);
    addToCart.mutate(
      { productId, quantity: chosen },
      {
        onSuccess: (outcome) => {
          if (outcome === 'unavailable') void message.warning(t('purchase.cartNotAvailable'));
          else if (next === 'buy') void navigate('/cart');
          else if (outcome === 'added') void message.success(t('purchase.added'));
          else void message.info(t('purchase.alreadyInCart'));
        },
        onError: explainFailure,
        onSettled: () => setIntent(null),
      },
    );
  }

  const formattedStock = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-GB').format(Math.max(0, stock));

  return (
    <div className="detail-purchase">
      <div className="detail-purchase__quantity">
        <label htmlFor="detail-quantity" className="detail-purchase__label">
          {t('purchase.quantity')}
        </label>
        <InputNumber
          id="detail-quantity"
          mode="spinner"
          min={1}
          max={Math.max(1, stock)}
          precision={0}
          value={chosen}
          onChange={(value) => setQuantity(clampQuantity(value, stock))}
          disabled={soldOut}
          style={{ width: 150 }}
          data-testid="detail-quantity"
        />
        {soldOut ? (
          <Tag color="default" className="detail-purchase__sold-out" data-testid="detail-sold-out">
            {t('purchase.soldOut')}
          </Tag>
        ) : (
          <span className="muted">{t('purchase.available', { formatted: formattedStock })}</span>
        )}
      </div>
      <div className="detail-purchase__actions">
        <Button
          size="large"
          icon={<ShoppingCartOutlined />}
          onClick={() => order('cart')}
          disabled={soldOut}
          loading={intent === 'cart'}
          data-testid="detail-add-to-cart"
        >
          {t('purchase.addToCart')}
        </Button>
        <Button
          size="large"
          type="primary"
          icon={<ThunderboltOutlined />}
          onClick={() => order('buy')}
          disabled={soldOut}
          loading={intent === 'buy'}
          data-testid="detail-buy-now"
        >
          {t('purchase.buyNow')}
        </Button>
      </div>
    </div>
  );
}
