import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { Logo } from '../../../shared/ui/Logo';
import { CountryPicker } from './CountryPicker';
import { CartButton, NoticeButton, ServiceButton } from './HeaderIcons';
import { LanguageSwitch } from './LanguageSwitch';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';
import { VatSwitch } from './VatSwitch';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__inner page-width">
        <Link to={paths.home.getHref()} className="site-header__logo" aria-label={t('brand.homeLink')}>
          <Logo />
        </Link>
        <CountryPicker />
        <SearchBox />
        <nav className="site-header__actions" aria-label={t('header.toolsLabel')}>
          <LanguageSwitch />
          <VatSwitch />
          <ServiceButton />
          <NoticeButton />
          <CartButton />
          <UserMenu />
        </nav>
      </div>
    </header>
  );
}
