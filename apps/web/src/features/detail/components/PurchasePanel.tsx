import { ShoppingCartOutlined } from '../../../shared/ui/kit/icons/ShoppingCartOutlined';
import { ThunderboltOutlined } from '../../../shared/ui/kit/icons/ThunderboltOutlined';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import type { CartAddition, WarehouseStock } from '@clearlot/contract';
import { createClickGate } from '@clearlot/contract/format/throttle';
import { type QuantityTerms as Terms, allowedQuantity } from '@clearlot/contract/rules/quantity';
import { spreadOverWarehouses } from '@clearlot/contract/rules/stock';
import { addSkuQuantity, refreshCartCount } from '../../../shared/catalogue/api/cart';
import { CART_QUERY_KEY, useCartFailureNotice } from '../../../shared/catalogue/hooks/useAddToCart';
import { warehouseNameOf } from '../../../shared/catalogue/model/localized';
import { type Language, localeTag } from '../../../shared/i18n/language';
import { useSession } from '../../../shared/session/session';
import { requireSignIn } from '../../../shared/session/signInPrompt';
import { Button } from '../../../shared/ui/kit/Button';
import { NumberInput } from '../../../shared/ui/kit/NumberInput';
import { Tag } from '../../../shared/ui/kit/Tag';
import { confirm, toast } from '../../../shared/ui/kit/feedback';
import { QuantityTerms, soldByQuantity } from './QuantityTerms';
import { LandedCostLine } from '../../../shared/catalogue/components/LandedCostLine';
import { paths } from '../../../shared/paths';
import type { VatRate } from '@clearlot/contract/rules/vat';

interface PurchasePanelProps {
  /** the chosen option (SKU) */
  skuId: number;
  /** its units in stock, all warehouses together */
  stock: number;
  /** its stock by warehouse, most first */
  warehouses: readonly WarehouseStock[];
  /** its price, minimum order, case pack and tiers (rules/quantity.ts) */
  terms: Terms;
  /** the product's VAT rate: the terms' prices are ex VAT */
  vatRate: VatRate;
  language: Language;
}

type Mode = 'add' | 'buyNow';

/**
 * Quantity stepper with Add to cart and Buy now (issue 16 §2–§4). It starts at the option's minimum order
 * and steps by its case, up to the whole cases in stock (issue 33 item 3); a typed quantity the terms do not
 * allow is changed to the nearest one that they do, and the panel says so. An option sold by quantity shows
 * its terms and tier table, the row the quantity reaches marked.
 * - Add to cart puts the quantity on top of what the cart holds of this option and says what it did.
 * - A quantity no single warehouse holds is spread over several, each its own parcel; the panel says so before
 *   the buyer adds, and the answer names the parcels.
 * - Adding needs no purchase permission, here as on the cards (one rule: the cart is open to every signed-in
 *   buyer); Buy now goes straight to checkout, so it asks for the company information first (docs/product.md §2).
 */
export function PurchasePanel({ skuId, stock, warehouses, terms, vatRate, language }: PurchasePanelProps) {
  const { t } = useTranslation('detail');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, token } = useSession();
  const notifyCartFailure = useCartFailureNotice();
  const [tryClick] = useState(() => createClickGate());
  const [quantity, setQuantity] = useState(terms.minQuantity);
  // the quantity typed when it was changed to one the terms allow
  const [adjustedFrom, setAdjustedFrom] = useState<number | null>(null);
  const numbers = new Intl.NumberFormat(localeTag(language));

  const put = useMutation({
    mutationFn: ({ mode, units }: { mode: Mode; units: number }) => addSkuQuantity(skuId, units, mode),
    onSettled: () => {
      void refreshCartCount();
      return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
  });

  // the most that can be bought: the whole cases in stock; null when not even the minimum order is there
  const most = allowedQuantity(terms, stock, stock);
  const soldOut = stock <= 0 || most === null;
  const chosen = allowedQuantity(terms, quantity, Math.max(stock, terms.minQuantity)) ?? terms.minQuantity;
  const byQuantity = soldByQuantity(terms);
  const busy = put.isPending;
  const nameOf = (code: string) => {
    const warehouse = warehouses.find((w) => w.warehouseCode === code);
    return warehouse ? warehouseNameOf(warehouse, language) : code;
  };
  const sharesText = (shares: ReadonlyArray<{ warehouseCode: string; quantity: number }>) =>
    shares.map((share) => t('purchase.share', { quantity: numbers.format(share.quantity), warehouse: nameOf(share.warehouseCode) })).join(language === 'zh' ? '，' : ', ');
  const preview = soldOut
    ? null
    : spreadOverWarehouses(
        warehouses.map((w) => ({ warehouseCode: w.warehouseCode, room: w.quantity })),
        chosen,
        terms,
      );

  /** Buying needs purchase permission: without it, offer the completion form instead. */
  function mayBuy(): boolean {
    if (!user || user.purchasePermission) return true;
    const userId = user.id;
    void confirm({
      title: t('purchase.completeInfoTitle'),
      content: `${t('purchase.completeInfoText')} ${t('purchase.permissionForBuyNow')}`,
      okText: t('purchase.fillNow'),
      cancelText: t('purchase.later'),
    }).then((fillNow) => {
      if (fillNow) void navigate(paths.signUpComplete.getHref(userId));
    });
    return false;
  }

  function tellAdded(answer: CartAddition) {
    const added = answer.lines.reduce((sum, line) => sum + line.added, 0);
    const [only] = answer.lines;
    if (answer.lines.length > 1) {
      toast.success(
        t('purchase.addedSplit', {
          added: numbers.format(added),
          parcels: answer.lines.length,
          shares: sharesText(answer.lines.map((l) => ({ warehouseCode: l.warehouseCode, quantity: l.added }))),
        }),
      );
    } else if (only && only.quantity > only.added) {
      toast.success(t('purchase.addedToLine', { added: numbers.format(added), quantity: numbers.format(only.quantity) }));
    } else {
      toast.success(t('purchase.added', { added: numbers.format(added) }));
    }
  }

  function run(mode: Mode) {
    if (soldOut || busy) return;
    if (!token) {
      requireSignIn();
      return;
    }
    if ((mode === 'buyNow' && !mayBuy()) || !tryClick()) return;
    put.mutate(
      { mode, units: chosen },
      {
        onSuccess: (answer) => {
          if (mode === 'add') tellAdded(answer);
          else void navigate(paths.settlement.getHref(answer.lines.map((line) => line.cartItemId)));
        },
        onError: notifyCartFailure,
      },
    );
  }

  /** A typed quantity settles when the field is left (or on Enter): the minimum order or more, whole cases, no more than is in stock; a cleared field means the minimum. */
  function onQuantity(value: number | null) {
    const wanted = value ?? terms.minQuantity;
    const next = allowedQuantity(terms, wanted, Math.max(stock, terms.minQuantity)) ?? terms.minQuantity;
    setAdjustedFrom(next !== wanted && byQuantity ? wanted : null);
    setQuantity(next);
  }

  return (
    <div className="detail-purchase">
      <div className="detail-purchase__quantity">
        <label htmlFor="detail-quantity" className="detail-purchase__label">
          {t('purchase.quantity')}
        </label>
        <NumberInput
          id="detail-quantity"
          min={terms.minQuantity}
          max={most ?? terms.minQuantity}
          step={terms.casePack}
          precision={0}
          value={chosen}
          blankValue={terms.minQuantity}
          onChange={onQuantity}
          stepperLabels={
            terms.casePack > 1
              ? { decrease: t('purchase.decreaseCase'), increase: t('purchase.increaseCase') }
              : { decrease: t('purchase.decrease'), increase: t('purchase.increase') }
          }
          disabled={soldOut}
          className="detail-purchase__stepper"
          data-testid="detail-quantity"
        />
        {soldOut ? (
          <Tag className="detail-purchase__sold-out" data-testid="detail-sold-out">
            {t('purchase.soldOut')}
          </Tag>
        ) : (
          <span className="muted" data-testid="detail-available">
            {t('purchase.available', { formatted: numbers.format(Math.max(0, stock)) })}
          </span>
        )}
        {adjustedFrom !== null && (
          <p className="detail-purchase__adjusted" role="status" data-testid="detail-quantity-adjusted">
            {t('purchase.adjusted', { quantity: numbers.format(chosen), minimum: numbers.format(terms.minQuantity), casePack: numbers.format(terms.casePack) })}
          </p>
        )}
        {stock > 0 && most === null && (
          <p className="detail-purchase__adjusted" data-testid="detail-below-minimum">
            {t('purchase.belowMinimumStock', { minimum: numbers.format(terms.minQuantity) })}
          </p>
        )}
        {preview && preview.length > 1 && (
          <p className="detail-purchase__split" data-testid="detail-split">
            {t('purchase.splitPreview', { parcels: preview.length, shares: sharesText(preview) })}
          </p>
        )}
      </div>
      {byQuantity && <QuantityTerms terms={terms} vatRate={vatRate} quantity={soldOut ? null : chosen} language={language} />}
      {/* what the chosen quantity costs delivered to the buyer's default address, with VAT */}
      <LandedCostLine of={soldOut || !token ? null : { skuId, quantity: chosen }} />
      <div className="detail-purchase__actions">
        <Button
          size="large"
          icon={<ShoppingCartOutlined />}
          onClick={() => run('add')}
          disabled={soldOut}
          loading={busy && put.variables?.mode === 'add'}
          data-testid="detail-add-to-cart"
        >
          {t('purchase.addToCart')}
        </Button>
        <Button
          size="large"
          variant="primary"
          icon={<ThunderboltOutlined />}
          onClick={() => run('buyNow')}
          disabled={soldOut}
          loading={busy && put.variables?.mode === 'buyNow'}
          data-testid="detail-buy-now"
        >
          {t('purchase.buyNow')}
        </Button>
      </div>
    </div>
  );
}
