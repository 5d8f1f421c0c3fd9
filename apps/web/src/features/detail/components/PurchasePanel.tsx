import { ShoppingCartOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { App, Button, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ReloadCodes, SignInRequiredCodes } from '@clearlot/contract/errors';
import { createClickGate } from '@clearlot/contract/format/throttle';
import { useAddToCart } from '../../../shared/catalogue/hooks/useAddToCart';
import { ApiError } from '../../../shared/http/client';
import type { Language } from '../../../shared/i18n/language';
import { useSession } from '../../../shared/session/session';
import { useBuyNow } from '../api/buyNow';
import { clampQuantity } from '../format/productFacts';

interface PurchasePanelProps {
  productId: number;
  stock: number;
  language: Language;
}

/**
 * Quantity stepper (1..stock) with Add to cart and Buy now. Add to cart behaves as on the product
 * cards; Buy now adds and then opens the cart. Buyers without purchase permission are asked to
 * complete their information first (spec §2 notices). While the cart service is not built it
 * answers "not found", and the buyer is told ordering opens soon — never that the item was added.
 */
export function PurchasePanel({ productId, stock, language }: PurchasePanelProps) {
  const { t } = useTranslation('detail');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { user } = useSession();
  const addToCart = useAddToCart();
  const buyNow = useBuyNow();
  const [tryBuyNow] = useState(() => createClickGate());
  const [quantity, setQuantity] = useState(1);

  const soldOut = stock <= 0;
  const chosen = clampQuantity(quantity, stock);
  const busy = addToCart.pending || buyNow.isPending;

  /** Ordering needs purchase permission: without it, offer the completion form instead. */
  function mayOrder(): boolean {
    if (!user || user.purchasePermission) return true;
    const userId = user.id;
    modal.confirm({
      title: t('purchase.completeInfoTitle'),
      content: t('purchase.completeInfoText'),
      okText: t('purchase.fillNow'),
      cancelText: t('purchase.later'),
      onOk: () => void navigate(`/signUp-complete/${userId}`),
    });
    return false;
  }

  function onAddToCart() {
    if (soldOut || busy || !mayOrder()) return;
    void addToCart.add(productId, chosen);
  }

  function onBuyNow() {
    if (soldOut || busy || !mayOrder() || !tryBuyNow()) return;
    buyNow.mutate(
      { productId, quantity: chosen },
      {
        onSuccess: (outcome) => {
          if (outcome === 'unavailable') void message.warning(t('purchase.cartNotAvailable'));
          else void navigate('/cart');
        },
        onError: (error) => {
          // sign-in, reload and connection problems are shown by the HTTP client itself
          if (!(error instanceof ApiError) || error.code === 0 || SignInRequiredCodes.includes(error.code) || ReloadCodes.includes(error.code)) return;
          void message.warning(error.message);
        },
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
          <Tag className="detail-purchase__sold-out" data-testid="detail-sold-out">
            {t('purchase.soldOut')}
          </Tag>
        ) : (
          <span className="muted">{t('purchase.available', { formatted: formattedStock })}</span>
        )}
      </div>
      <div className="detail-purchase__actions">
        <Button size="large" icon={<ShoppingCartOutlined />} onClick={onAddToCart} disabled={soldOut} loading={addToCart.pending} data-testid="detail-add-to-cart">
          {t('purchase.addToCart')}
        </Button>
        <Button
          size="large"
          type="primary"
          icon={<ThunderboltOutlined />}
          onClick={onBuyNow}
          disabled={soldOut}
          loading={buyNow.isPending}
          data-testid="detail-buy-now"
        >
          {t('purchase.buyNow')}
        </Button>
      </div>
    </div>
  );
}
