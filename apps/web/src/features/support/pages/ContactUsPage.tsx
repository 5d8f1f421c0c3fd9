import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { CopyButton } from '../../../shared/ui/kit/CopyButton';
import { Result } from '../../../shared/ui/kit/Result';
import { Text } from '../../../shared/ui/kit/Text';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import '../components/support.css';

/** /contactUs: how to reach ClearLot, and a form that opens a support ticket. */
export default function ContactUsPage() {
  const { t } = useTranslation('support');
  const [ticketNumber, setTicketNumber] = useState<string | null>(null);

  return (
    <div className="page-width">
      <h1 className="support-page__title">{t('title')}</h1>
      <p className="support-page__intro">{t('intro')}</p>
      <div className="support-columns">
        <ContactDetails />
        <Card title={t('form.title')} className="support-card">
          {ticketNumber ? (
            <Result
              status="success"
              title={t('sent.title')}
              subTitle={
                <>
                  {t('sent.ticket')}{' '}
                  <Text strong>
                    <span data-testid="contact-ticket">{ticketNumber}</span>
                  </Text>{' '}
                  <CopyButton look="text" text={ticketNumber} labels={{ copy: t('sent.copy'), copied: t('sent.copied'), failed: t('sent.copyFailed') }} />
                  <br />
                  {t('sent.text')}
                </>
              }
              extra={<Button onClick={() => setTicketNumber(null)}>{t('sent.another')}</Button>}
            />
          ) : (
            <ContactForm onSubmitted={setTicketNumber} />
          )}
        </Card>
      </div>
    </div>
  );
}
