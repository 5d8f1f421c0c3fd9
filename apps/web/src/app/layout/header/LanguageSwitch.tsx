import { DownOutlined } from '../../../shared/ui/kit/icons/DownOutlined';
import { GlobalOutlined } from '../../../shared/ui/kit/icons/GlobalOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { type Language, currentLanguage, localeTag, switchLanguage } from '../../../shared/i18n/language';
import { MenuButton } from '../../../shared/ui/kit/Menu';

const LANGUAGES: readonly Language[] = ['en', 'zh'];

const isLanguage = (key: string): key is Language => (LANGUAGES as readonly string[]).includes(key);

/** Language switch (docs/product.md §4): choosing the other language stores it and reloads. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = t(`languages.${language}`);
  return (
    <MenuButton
      label={t('header.languageLabel', { language: name })}
      data-testid="lang-switch"
      items={LANGUAGES.map((key) => ({
        key,
        selected: key === language,
        label: <span lang={localeTag(key)}>{t(`languages.${key}`)}</span>,
      }))}
      onSelect={(key) => {
        if (isLanguage(key) && key !== language) switchLanguage(key);
      }}
    >
      <GlobalOutlined aria-hidden />
      <span className="header-action__text">{name}</span>
      <DownOutlined aria-hidden className="header-action__caret" />
    </MenuButton>
  );
}
