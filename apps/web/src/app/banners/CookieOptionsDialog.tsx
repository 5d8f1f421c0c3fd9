import { Button, Modal, Switch, Table, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCookieConsent, saveCookieConsent } from '../../shared/consent/cookieConsent';

interface CookieRow {
  key: 'essential' | 'personalization';
  category: string;
  purpose: string;
  status: ReactNode;
}

/** Cookie Option dialog (spec §2): Essential is always active, Personalization has a switch. Loaded on first use. */
export default function CookieOptionsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [personalization, setPersonalization] = useState(() => getCookieConsent().personalization);

  const rows: CookieRow[] = [
    {
      key: 'essential',
      category: t('cookies.essential'),
      purpose: t('cookies.essentialPurpose'),
      status: <Tag color="green">{t('cookies.alwaysActive')}</Tag>,
    },
    {
      key: 'personalization',
      category: t('cookies.personalization'),
      purpose: t('cookies.personalizationPurpose'),
      status: <Switch checked={personalization} onChange={setPersonalization} aria-label={t('cookies.personalizationSwitch')} />,
    },
  ];

  const save = () => {
    saveCookieConsent(personalization);
    onClose();
  };

  return (
    <Modal
      open
      title={t('cookies.dialogTitle')}
      onCancel={onClose}
      width={640}
      modalRender={(node) => <div data-testid="cookie-options">{node}</div>}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('cookies.cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={save}>
          {t('cookies.save')}
        </Button>,
      ]}
    >
      <Table<CookieRow>
        dataSource={rows}
        pagination={false}
        size="small"
        columns={[
          { title: t('cookies.columnCategory'), dataIndex: 'category', width: 140 },
          { title: t('cookies.columnPurpose'), dataIndex: 'purpose' },
          { title: t('cookies.columnStatus'), dataIndex: 'status', width: 130 },
        ]}
      />
    </Modal>
  );
}
