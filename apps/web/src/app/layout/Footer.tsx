import { useTranslation } from '../../shared/i18n/useTranslation';
import { Link } from '../../shared/router';
import { shopEntryHref } from '../../shared/navigation/newTab';
import { paths } from '../../shared/paths';
import { Logo } from '../../shared/ui/Logo';

type FooterLinkKey =
  | 'aboutClearlot'
  | 'conditions'
  | 'privacy'
  | 'cookiePolicy'
  | 'copyright'
  | 'contactUs'
  | 'returnsPolicy'
  | 'refundGuarantee'
  | 'logisticsPolicy'
  | 'purchaseNotes'
  | 'behavior'
  | 'prohibitedOffTransactions'
  | 'violation'
  | 'storeOpeningNotice'
  | 'merchantProtection'
  | 'sellerCodeOfConduct';

interface FooterColumn {
  titleKey: 'company' | 'customerService' | 'help' | 'startSelling';
  links: readonly (readonly [path: string, labelKey: FooterLinkKey])[];
}

/** Link columns of docs/product.md §2; between them they reach all fifteen policy pages. */
const COLUMNS: readonly FooterColumn[] = [
  {
    titleKey: 'company',
    links: [
      [paths.policy.getHref('about-clearlot'), 'aboutClearlot'],
      [paths.policy.getHref('conditions'), 'conditions'],
      [paths.policy.getHref('privacy'), 'privacy'],
      [paths.policy.getHref('cookiePolicy'), 'cookiePolicy'],
      [paths.policy.getHref('copyright'), 'copyright'],
    ],
  },
  {
    titleKey: 'customerService',
    links: [
      [paths.contactUs.getHref(), 'contactUs'],
      [paths.policy.getHref('returnsPolicy'), 'returnsPolicy'],
      [paths.policy.getHref('refundGuarantee'), 'refundGuarantee'],
      [paths.policy.getHref('logisticsPolicy'), 'logisticsPolicy'],
    ],
  },
  {
    titleKey: 'help',
    links: [
      [paths.policy.getHref('purchaseNotes'), 'purchaseNotes'],
      [paths.policy.getHref('behavior'), 'behavior'],
      [paths.policy.getHref('prohibitedOffTransactions'), 'prohibitedOffTransactions'],
      [paths.policy.getHref('violation'), 'violation'],
    ],
  },
  {
    titleKey: 'startSelling',
    links: [
      [paths.policy.getHref('storeOpeningNotice'), 'storeOpeningNotice'],
      [paths.policy.getHref('merchantProtection'), 'merchantProtection'],
      [paths.policy.getHref('sellerCodeOfConduct'), 'sellerCodeOfConduct'],
    ],
  },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="page-width">
        <div className="site-footer__columns">
          <div className="site-footer__brand">
            <Logo />
            <p>{t('brand.tagline')}</p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.titleKey} aria-labelledby={`footer-${column.titleKey}`} className="site-footer__column">
              <h2 id={`footer-${column.titleKey}`}>{t(`footer.${column.titleKey}`)}</h2>
              <ul>
                {column.titleKey === 'startSelling' && (
                  <li>
                    <a href={shopEntryHref()} target="_blank" rel="noopener">
                      {t('footer.createAccount')}
                      <span className="visually-hidden"> {t('footer.opensInNewTab')}</span>
                    </a>
                  </li>
                )}
                {column.links.map(([path, labelKey]) => (
                  <li key={path}>
                    <Link to={path}>{t(`footer.links.${labelKey}`)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <section className="site-footer__compliance" aria-labelledby="footer-compliance">
          <h2 id="footer-compliance">{t('footer.compliance.title')}</h2>
          <p>{t('footer.compliance.business')}</p>
          <p>{t('footer.compliance.vat')}</p>
          <p>{t('footer.compliance.age')}</p>
          <p>{t('footer.compliance.company')}</p>
        </section>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
