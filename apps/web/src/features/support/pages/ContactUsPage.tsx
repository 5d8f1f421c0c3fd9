import { useState } from 'react';
import { Button, Card, Col, Result, Row, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';

/** /contactUs: how to reach ClearLot, and a form that opens a support ticket. */
export default function ContactUsPage() {
  const { t } = useTranslation('support');
  const [ticketNumber, setTicketNumber] = useState<string | null>(null);

  return (
    <div className="page-width">
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720, marginBottom: 24 }}>
        {t('intro')}
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={9}>
          <ContactDetails />
        </Col>
        <Col xs={24} md={15}>
          <Card
            title={
              <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
                {t('form.title')}
              </Typography.Title>
            }
          >
            {ticketNumber ? (
              <Result
                status="success"
                title={t('sent.title')}
                subTitle={
                  <>
                    {t('sent.ticket')}{' '}
                    <Typography.Text strong copyable={{ text: ticketNumber }}>
                      <span data-testid="contact-ticket">{ticketNumber}</span>
                    </Typography.Text>
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
        </Col>
      </Row>
    </div>
  );
}
