import { useState } from 'react';
import { Button } from '../../../shared/ui/kit/Button';
import { toast } from '../../../shared/ui/kit/feedback';
import { Card } from '../../../shared/ui/kit/Card';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { currentLanguage } from '../../../shared/i18n/language';
import { useDateZone } from '../../../shared/location/dateZone';
import { downloadVatDocument, useOrderVatDocuments } from '../api/vatDocuments';
import { formatDateTime, money } from '../model/display';

/** The order's VAT invoice (once paid) and its credit notes (one per refund), each downloadable in English or Chinese. */
export function VatDocumentsCard({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  const zone = useDateZone();
  const documents = useOrderVatDocuments(orderNo);
  const [busy, setBusy] = useState<string | null>(null);
  const list = documents.data?.list ?? [];

  const download = async (documentNo: string, lang: 'en' | 'zh') => {
    setBusy(`${documentNo}-${lang}`);
    try {
      await downloadVatDocument(documentNo, lang);
    } catch {
      toast.error(t('vatDocuments.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('vatDocuments.title')} data-testid="vat-documents">
      {list.length === 0 ? (
        <p className="muted">{documents.isPending ? t('vatDocuments.loading') : t('vatDocuments.none')}</p>
      ) : (
        <ul className="vat-documents">
          {list.map((doc) => (
            <li key={doc.documentNo} className="vat-documents__item" data-testid="vat-document" data-kind={doc.kind}>
              <div>
                <strong>{t(`vatDocuments.kind.${doc.kind}`)}</strong> <span data-testid="vat-document-no">{doc.documentNo}</span>
                <p className="muted">
                  {formatDateTime(doc.issuedAt, language, zone)} · {t('vatDocuments.total', { gross: money(doc.gross), vat: money(doc.vat) })}
                  {doc.invoiceNo && ` · ${t('vatDocuments.corrects', { invoiceNo: doc.invoiceNo })}`}
                </p>
              </div>
              <div className="vat-documents__actions">
                {(['en', 'zh'] as const).map((lang) => (
                  <Button
                    key={lang}
                    size="small"
                    loading={busy === `${doc.documentNo}-${lang}`}
                    onClick={() => void download(doc.documentNo, lang)}
                    data-testid={`vat-document-download-${lang}`}
                  >
                    {t(`vatDocuments.download.${lang}`)}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
