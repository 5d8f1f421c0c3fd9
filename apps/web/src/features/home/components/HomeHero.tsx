import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { shopEntryHref } from '../../../shared/navigation/newTab';
import { useSession } from '../../../shared/session/session';

/** What ClearLot is, with the next step that fits the visitor. */
export function HomeHero() {
  const { t } = useTranslation();
  const { token, user } = useSession();

  const primary = !token
    ? { href: '#/signUp', label: t('home.hero.register') }
    : user && !user.purchasePermission
      ? { href: `#/signUp-complete/${user.id}`, label: t('home.hero.completeInfo') }
      : { href: '#/contactUs', label: t('home.hero.contact') };

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__copy">
        <p className="home-hero__eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero-title" className="home-hero__title">
          {t('home.hero.title')}
        </h1>
        <p className="home-hero__text">{t('home.hero.text')}</p>
        <div className="home-hero__actions">
          <Button type="primary" size="large" href={primary.href}>
            {primary.label}
          </Button>
          <Button size="large" href={shopEntryHref()} target="_blank" rel="noopener" className="home-hero__secondary">
            {t('home.hero.sell')}
          </Button>
        </div>
      </div>
      <HeroIllustration />
    </section>
  );
}

/** Pallets of boxed stock leaving a warehouse: decoration only. */
function HeroIllustration() {
  return (
    <svg className="home-hero__art" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <path d="M20 96 160 28l140 68v112H20z" fill="#e3f1eb" />
      <path d="M20 96 160 28l140 68" fill="none" stroke="#0b6e4f" strokeWidth="6" strokeLinejoin="round" />
      <rect x="60" y="112" width="200" height="96" rx="4" fill="#ffffff" stroke="#cfe3da" strokeWidth="2" />
      <g stroke="#0b6e4f" strokeWidth="2">
        <rect x="78" y="150" width="52" height="40" rx="3" fill="#f4b860" />
        <rect x="134" y="150" width="52" height="40" rx="3" fill="#f0a541" />
        <rect x="106" y="108" width="52" height="40" rx="3" fill="#f4b860" />
        <rect x="196" y="162" width="44" height="28" rx="3" fill="#f0a541" />
      </g>
      <g fill="#0b6e4f">
        <rect x="72" y="192" width="120" height="8" rx="2" />
        <rect x="190" y="192" width="56" height="8" rx="2" />
      </g>
      <path d="M92 162h24M148 162h24M120 120h24" stroke="#0b6e4f" strokeWidth="3" strokeLinecap="round" />
      <circle cx="262" cy="64" r="26" fill="#0b6e4f" />
      <path d="m250 64 9 9 16-18" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
