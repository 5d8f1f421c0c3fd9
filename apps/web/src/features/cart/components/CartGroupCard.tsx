import { EnvironmentOutlined } from '../../../shared/ui/kit/icons/EnvironmentOutlined';
import { ShopOutlined } from '../../../shared/ui/kit/icons/ShopOutlined';
import { Checkbox } from '../../../shared/ui/kit/Checkbox';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { CartGroup, CartItem } from '@clearlot/contract/schemas/order';
import { byLanguage, warehouseNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { paths } from '../../../shared/paths';
import { checkStateOf } from '../model/cartSelection';
import { CartLine } from './CartLine';

interface CartGroupCardProps {
  group: CartGroup;
  onToggleGroup: (lines: readonly CartItem[]) => void;
  onSelectLine: (line: CartItem, selected: boolean) => void;
  onRemoveLine: (line: CartItem) => void;
}

/** One goods owner's lines shipping from one warehouse, with a tick for the whole group. */
export function CartGroupCard({ group, onToggleGroup, onSelectLine, onRemoveLine }: CartGroupCardProps) {
  const { t } = useTranslation('cart');
  const language = currentLanguage();
  const ownerName = byLanguage(language, group.ownerName, group.ownerNameEn);
  const warehouseName = warehouseNameOf(group, language);
  const state = checkStateOf(group.cartItems);
  const headingId = `cart-group-${group.ownerId}-${group.warehouseCode}`;

  return (
    <section className="cart-group" aria-labelledby={headingId} data-testid="cart-group">
      <header className="cart-group__header">
        <Checkbox
          checked={state.checked}
          indeterminate={state.indeterminate}
          disabled={state.disabled}
          onChange={() => onToggleGroup(group.cartItems)}
          aria-label={t('group.select', { owner: ownerName, warehouse: warehouseName })}
          data-testid="cart-group-select"
        />
        <h2 id={headingId} className="cart-group__title">
          <ShopOutlined aria-hidden />
          <Link to={paths.merchant.getHref(group.ownerId)}>{ownerName}</Link>
        </h2>
        <span className="cart-group__warehouse muted">
          <EnvironmentOutlined aria-hidden /> {t('group.shipsFrom', { warehouse: warehouseName })}
        </span>
      </header>
      <ul className="cart-group__lines">
        {group.cartItems.map((line) => (
          <CartLine key={line.id} line={line} onSelect={(selected) => onSelectLine(line, selected)} onRemove={() => onRemoveLine(line)} />
        ))}
      </ul>
    </section>
  );
}
