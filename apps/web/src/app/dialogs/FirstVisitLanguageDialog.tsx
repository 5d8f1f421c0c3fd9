import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, currentLanguage, storeLanguage, switchLanguage } from '../../shared/i18n/language';
import { firstVisitPickerOpen } from '../startup/firstVisit';

const CHOICES: readonly Language[] = ['en', 'zh'];

/**
 * First visit (no stored language): offer English / 中文, the language guessed from the IP
 * country highlighted and focused. Choosing stores language-web; the page reloads only
 * when the choice differs from what is on screen.
 */
export function FirstVisitLanguageDialog() {
  const { t } = useTranslation();
  const open = firstVisitPickerOpen.use();
  const shown = currentLanguage();

  const choose = (language: Language) => {
    if (language !== shown) {
      switchLanguage(language);
      return;
    }
    storeLanguage(language);
    firstVisitPickerOpen.set(false);
  };

  return (
    <Modal
      open={open}
      title={t('firstVisit.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      width={420}
      footer={null}
      modalRender={(node) => <div data-testid="language-picker">{node}</div>}
    >
      <p className="muted">{t('firstVisit.intro')}</p>
      <div className="language-choices">
        {CHOICES.map((language) => (
          <Button
            key={language}
            size="large"
            block
            type={language === shown ? 'primary' : 'default'}
            autoFocus={language === shown}
            lang={language === 'zh' ? 'zh-CN' : 'en-GB'}
            onClick={() => choose(language)}
          >
            {t(`languages.${language}`)}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
