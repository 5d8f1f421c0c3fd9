import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from './i18n';
import { downloadVatDocument } from './vatDocuments';

/** Download one VAT document's PDF in English or in Chinese. */
export function VatDocumentButtons({ documentNo }: { documentNo: string }) {
  const { t } = useTranslation('operations');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'en' | 'zh' | null>(null);
  const download = async (language: 'en' | 'zh') => {
    setBusy(language);
    try {
      await downloadVatDocument(documentNo, language);
    } catch {
      void message.error(t('invoices.failed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space size="small">
      {(['en', 'zh'] as const).map((language) => (
        <Button key={language} size="small" loading={busy === language} onClick={() => void download(language)} data-testid={`vat-document-download-${language}`}>
          {t(`invoices.download.${language}`)}
        </Button>
      ))}
    </Space>
  );
}
