import { DownOutlined } from '../../../shared/ui/kit/icons/DownOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { choosePricesWithVat, usePricesWithVat } from '../../../shared/price/priceDisplay';
import { MenuButton } from '../../../shared/ui/kit/Menu';
import '../../../shared/ui/price.css';

const CHOICES = ['exVat', 'incVat'] as const;

/** The price display (issue 35 item 2): prices ex VAT or with VAT, kept on the buyer's account when signed in. */
export function VatSwitch() {
  const { t } = useTranslation();
  const withVat = usePricesWithVat();
  const current = withVat ? 'incVat' : 'exVat';
  return (
    <MenuButton
      label={t('price.switchLabel', { current: t(`price.${current}`) })}
      data-testid="vat-switch"
      items={CHOICES.map((key) => ({ key, selected: key === current, label: t(`price.show.${key}`) }))}
      onSelect={(key) => {
        if (key !== current) void choosePricesWithVat(key === 'incVat');
      }}
    >
      {/* short enough to stay beside the icons on a phone, where the other actions show icons only */}
      <span className="vat-switch__text">{t(`price.${current}`)}</span>
      <DownOutlined aria-hidden className="header-action__caret" />
    </MenuButton>
  );
}
