import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import type { PolicySection } from '../model/policy';
import { scrollToSection } from '../model/scroll';

/** Table of contents: buttons that scroll to the section (hash routing rules out href="#id"). */
export function PolicyContents({ sections }: { sections: readonly PolicySection[] }) {
  const { t } = useTranslation('policy');
  return (
    <nav aria-labelledby="policy-contents-heading">
      <h2 id="policy-contents-heading" className="policy-contents__title">
        {t('common.contents')}
      </h2>
      <ol className="policy-contents__list">
        {sections.map((section) => (
          <li key={section.id}>
            <Button variant="link" size="small" onClick={() => scrollToSection(section.id)}>
              {section.heading}
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
