import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Space, Typography, message } from 'antd';
import { Link } from '../../../shared/router';
import { APPLICATION_DOCUMENT_TYPES, ApplicationStatus } from '@clearlot/contract/rules/applications';
import { companyNumberProblem, storeLinkProblem, ukVatNumberProblem } from '@clearlot/contract/rules/company';
import { ErrorCatalogue } from '@clearlot/contract';
import type { ApplicationView } from '@clearlot/contract/schemas/applications';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { problemRule, validationText } from '../../../shared/forms/validation';
import { currentLanguage } from '../../../shared/i18n/language';
import { Trans, useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { useSaveDraft, useSubmitApplication } from '../api/applications';
import { DocumentField } from './DocumentField';

interface Fields {
  companyName: string;
  registrationNumber: string;
  vatNumber: string;
  contactFirstName: string;
  contactLastName: string;
  storeName: string;
  storeLink: string;
  termsAccepted: boolean;
}
const FIELD_NAMES = ['companyName', 'registrationNumber', 'vatNumber', 'contactFirstName', 'contactLastName', 'storeName', 'storeLink', 'termsAccepted'] as const;

const required = { required: true, whitespace: true, message: '' };
/** A blank optional field passes; a filled one must hold its rule. */
const optionalRule = (problem: (value: string) => string | null) =>
  problemRule((value) => (value.trim() === '' ? null : (problem(value) as ReturnType<typeof companyNumberProblem>)));

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The seller application's §3 fields, its two documents and the seller terms; saved as a draft or submitted for review. */
export function SellerApplicationForm({ draftToken, application }: { draftToken: string; application: ApplicationView }) {
  const { t } = useTranslation('applications');
  const [form] = Form.useForm<Fields>();
  const save = useSaveDraft(draftToken);
  const submit = useSubmitApplication(draftToken);
  const [failure, setFailure] = useState<string | null>(null);
  const [documentsMissing, setDocumentsMissing] = useState(false);
  const documents = new Map(application.documents.map((document) => [document.docType, document]));
  const requiredText = validationText('required');
  const requiredRule = { ...required, message: requiredText };

  const values = (): Omit<Fields, 'termsAccepted'> => {
    const { termsAccepted: _terms, ...rest } = form.getFieldsValue();
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, typeof value === 'string' ? value : ''])) as Omit<Fields, 'termsAccepted'>;
  };

  const onSave = async () => {
    setFailure(null);
    try {
      await save.mutateAsync(values());
      void message.success(t('form.saved'));
    } catch (error) {
      setFailure(placeFailure(form, error, { fields: FIELD_NAMES }));
    }
  };

  const onSubmit = async (fields: Fields) => {
    setFailure(null);
    const missing = APPLICATION_DOCUMENT_TYPES.some((type) => !documents.has(type));
    setDocumentsMissing(missing);
    if (missing) {
      setFailure(ErrorCatalogue.applicationDocumentsMissing[currentLanguage()]);
      return;
    }
    try {
      // the terms rule let the form through only with the box ticked
      if (fields.termsAccepted !== true) return;
      await submit.mutateAsync({ ...values(), termsAccepted: true });
      window.scrollTo({ top: 0 });
    } catch (error) {
      setFailure(placeFailure(form, error, { fields: FIELD_NAMES }));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ ...application, termsAccepted: false }}
      onFinish={(fields) => void onSubmit(fields)}
      scrollToFirstError
      data-testid="apply-form"
    >
      {application.status === ApplicationStatus.Rejected && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('form.rejectedTitle')}
          description={
            <>
              <Typography.Paragraph style={{ marginBottom: 4 }} data-testid="apply-reject-reason">
                {application.rejectReason}
              </Typography.Paragraph>
              {t('form.rejectedHint')}
            </>
          }
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="apply-failure" />}
      <Typography.Title level={2} className="application-section">
        {t('form.company')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="companyName" label={t('fields.companyName')} rules={[requiredRule, { max: 100, message: validationText('tooLong') }]}>
            <Input autoComplete="organization" data-testid="apply-companyName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="registrationNumber"
            label={t('fields.registrationNumber')}
            extra={t('fields.registrationNumberHint')}
            rules={[requiredRule, problemRule(companyNumberProblem)]}
            validateFirst
          >
            <Input data-testid="apply-registrationNumber" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="vatNumber" label={t('fields.vatNumber')} extra={t('fields.vatNumberHint')} rules={[optionalRule(ukVatNumberProblem)]}>
            <Input data-testid="apply-vatNumber" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={2} className="application-section">
        {t('form.contact')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="contactFirstName" label={t('fields.contactFirstName')} rules={[requiredRule, { max: 50, message: validationText('nameLength') }]}>
            <Input autoComplete="given-name" data-testid="apply-contactFirstName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactLastName" label={t('fields.contactLastName')} rules={[requiredRule, { max: 50, message: validationText('nameLength') }]}>
            <Input autoComplete="family-name" data-testid="apply-contactLastName" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Typography.Paragraph type="secondary">{t('form.emailIs', { email: application.email })}</Typography.Paragraph>
        </Col>
      </Row>
      <Typography.Title level={2} className="application-section">
        {t('form.store')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="storeName" label={t('fields.storeName')} rules={[requiredRule, { max: 60, message: validationText('tooLong') }]}>
            <Input data-testid="apply-storeName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="storeLink" label={t('fields.storeLink')} extra={t('fields.storeLinkHint')} rules={[optionalRule(storeLinkProblem)]}>
            <Input inputMode="url" placeholder="https://" data-testid="apply-storeLink" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={2} className="application-section">
        {t('documents.title')}
      </Typography.Title>
      <Space direction="vertical" size="middle" style={{ width: '100%', marginBottom: 16 }}>
        {APPLICATION_DOCUMENT_TYPES.map((type) => (
          <DocumentField key={type} draftToken={draftToken} docType={type} document={documents.get(type)} missing={documentsMissing && !documents.has(type)} />
        ))}
      </Space>
      <Form.Item
        name="termsAccepted"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value) => {
              if (value !== true) throw new Error(validationText('termsRequired'));
            },
          },
        ]}
      >
        <Checkbox data-testid="apply-terms">
          <Trans
            text={t('form.terms')}
            components={{
              conduct: <Link to={paths.policy.getHref('sellerCodeOfConduct')} {...newTab} />,
              opening: <Link to={paths.policy.getHref('storeOpeningNotice')} {...newTab} />,
            }}
          />
        </Checkbox>
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" size="large" loading={submit.isPending} data-testid="apply-submit">
          {application.status === ApplicationStatus.Rejected ? t('form.resubmit') : t('form.submit')}
        </Button>
        <Button size="large" onClick={() => void onSave()} loading={save.isPending} data-testid="apply-save">
          {t('form.save')}
        </Button>
      </Space>
    </Form>
  );
}
