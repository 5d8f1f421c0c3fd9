import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Language, currentLanguage, switchLanguage } from '../../../shared/i18n/language';

const LANGUAGES: readonly Language[] = ['en', 'zh'];

/** Language switch (spec §4): choosing the other language stores it and reloads. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const name = t(`languages.${language}`);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((key) => ({ key, label: <span lang={key === 'zh' ? 'zh-CN' : 'en-GB'}>{t(`languages.${key}`)}</span> })),
        onClick: ({ key }) => {
          if (key !== language) switchLanguage(key as Language);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="lang-switch" aria-label={t('header.languageLabel', { language: name })}>
        <span className="header-action__text">{name}</span>
        <DownOutlined aria-hidden className="header-action__caret" />
      </Button>
    </Dropdown>
  );
}
