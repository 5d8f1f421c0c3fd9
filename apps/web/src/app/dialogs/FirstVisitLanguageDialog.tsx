import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { type Language, currentLanguage, localeTag, storeLanguage, switchLanguage } from '../../shared/i18n/language';
import { Button } from '../../shared/ui/kit/Button';
import { Dialog } from '../../shared/ui/kit/Dialog';
import { firstVisitPickerOpen } from '../startup/firstVisit';
import './dialogs.css';

const CHOICES: readonly Language[] = ['en', 'zh'];

/** The picker asks for a choice: Esc and clicks beside it do not dismiss it. */
const stayOpen = () => {};

/**
 * First visit (no stored language): offer English / 中文, the language guessed from the IP
 * country highlighted and focused. Choosing stores language-web; the page reloads only
 * when the choice differs from what is on screen.
 */
export function FirstVisitLanguageDialog() {
  const { t } = useTranslation();
  const open = firstVisitPickerOpen.use();
  const shown = currentLanguage();
  const guessed = useRef<HTMLButtonElement>(null);

  // Runs after the Dialog has opened (child effects run first), so the guessed language takes the focus.
  useEffect(() => {
    if (open) guessed.current?.focus();
  }, [open]);

  const choose = (language: Language) => {
    if (language !== shown) {
      switchLanguage(language);
      return;
    }
    storeLanguage(language);
    firstVisitPickerOpen.set(false);
  };

  return (
    <Dialog open={open} title={t('firstVisit.title')} onClose={stayOpen} closeOnBackdrop={false} width={420} data-testid="language-picker">
      <p className="muted first-visit__intro">{t('firstVisit.intro')}</p>
      <div className="language-choices">
        {CHOICES.map((language) => (
          <Button
            key={language}
            ref={language === shown ? guessed : undefined}
            size="large"
            block
            variant={language === shown ? 'primary' : 'default'}
            lang={localeTag(language)}
            onClick={() => choose(language)}
          >
            {t(`languages.${language}`)}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}
