import { Button, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { PolicySection } from '../model/policy';
import { scrollToSection } from '../model/scroll';

/** Table of contents: buttons that scroll to the section (hash routing rules out href="#id"). */
export function PolicyContents({ sections }: { sections: readonly PolicySection[] }) {
  const { t } = useTranslation('policy');
  return (
    <nav aria-labelledby="policy-contents-heading">
      <Typography.Title level={2} id="policy-contents-heading" style={{ fontSize: 16 }}>
        {t('common.contents')}
      </Typography.Title>
      <ol style={{ margin: 0, paddingInlineStart: 24 }}>
        {sections.map((section) => (
          <li key={section.id}>
            <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => scrollToSection(section.id)}>
              {section.heading}
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
