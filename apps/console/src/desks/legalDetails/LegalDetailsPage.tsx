/**
 * The goods owner's legal details for VAT invoices (issue 35 item 3): the registered company name, registered
 * address, company number and VAT number ClearLot issues their invoices in. Each field is checked by the
 * contract's rule the server uses; saving reaches invoices issued afterwards only (the page says so).
 */
import { Alert, App, Button, Card, Descriptions, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as ApiPath from '@clearlot/contract/api/paths';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { type LegalDetails, type LegalDetailsInput, UpdateLegalDetailsBody } from '@clearlot/contract/schemas/legalDetails';
import { api } from '@clearlot/browser/http/client';
import { useDateZone } from '../../shared/dateZone';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';

const legalKey = ['legalDetails'] as const;

type FormValues = Required<LegalDetailsInput>;

const formValuesOf = (details: LegalDetails): FormValues => ({
  legalName: details.legalName,
  addressLine1: details.addressLine1,
  addressLine2: details.addressLine2,
  town: details.town,
  postcode: details.postcode,
  companyNumber: details.companyNumber,
  vatNumber: details.vatNumber,
});

export default function LegalDetailsPage() {
  const { t, language } = useTranslation('legalDetails');
  const { message } = App.useApp();
  const zone = useDateZone();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const details = useQuery({ queryKey: legalKey, queryFn: () => api.post(ApiPath.product.ownerLegalDetails, {}, { loading: false }) });
  const save = useMutation({
    mutationFn: (body: LegalDetailsInput) => api.post(ApiPath.product.updateOwnerLegalDetails, body),
    onSuccess: (saved) => queryClient.setQueryData(legalKey, saved),
  });

  useEffect(() => {
    if (details.data) form.setFieldsValue(formValuesOf(details.data));
  }, [details.data, form]);

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const saved = await save.mutateAsync(values);
      form.setFieldsValue(formValuesOf(saved));
      void message.success(t('saved'));
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };

  const shape = UpdateLegalDetailsBody.shape;
  return (
    <div className="legal-details-page">
      <Typography.Title level={1}>{t('title')}</Typography.Title>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      <Alert type="info" showIcon title={t('notice')} data-testid="legal-details-notice" style={{ marginBottom: 16, maxWidth: 720 }} />
      {details.isPending ? (
        <Skeleton active />
      ) : details.isError ? (
        <Result status="warning" title={t('loadFailed')} />
      ) : (
        <Card style={{ maxWidth: 720 }}>
          <Descriptions
            column={1}
            size="small"
            items={[{ key: 'printed', label: t('printedAs'), children: <span data-testid="legal-details-printed">{details.data.registeredAddress || '—'}</span> }]}
          />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
            {details.data.updatedAt ? t('lastSaved', { time: formatZonedLabelled(details.data.updatedAt, zone, language) }) : t('neverSaved')}
          </Typography.Paragraph>
          <Form form={form} layout="vertical" onFinish={() => void submit()} data-testid="legal-details-form">
            <Form.Item name="legalName" label={t('legalName')} extra={t('legalNameHint')} rules={[schemaRule(shape.legalName)]}>
              <Input maxLength={160} autoComplete="organization" data-testid="legal-legalName" />
            </Form.Item>
            <Form.Item name="addressLine1" label={t('addressLine1')} rules={[schemaRule(shape.addressLine1)]}>
              <Input maxLength={100} autoComplete="address-line1" data-testid="legal-addressLine1" />
            </Form.Item>
            <Form.Item name="addressLine2" label={t('addressLine2')} rules={[schemaRule(shape.addressLine2)]}>
              <Input maxLength={100} autoComplete="address-line2" data-testid="legal-addressLine2" />
            </Form.Item>
            <Form.Item name="town" label={t('town')} rules={[schemaRule(shape.town)]}>
              <Input maxLength={60} autoComplete="address-level2" data-testid="legal-town" />
            </Form.Item>
            <Form.Item name="postcode" label={t('postcode')} rules={[schemaRule(shape.postcode)]}>
              <Input maxLength={16} autoComplete="postal-code" style={{ maxWidth: 200 }} data-testid="legal-postcode" />
            </Form.Item>
            <Form.Item name="companyNumber" label={t('companyNumber')} extra={t('companyNumberHint')} rules={[schemaRule(shape.companyNumber)]}>
              <Input maxLength={20} style={{ maxWidth: 240 }} data-testid="legal-companyNumber" />
            </Form.Item>
            <Form.Item name="vatNumber" label={t('vatNumber')} extra={t('vatNumberHint')} rules={[schemaRule(shape.vatNumber)]}>
              <Input maxLength={30} style={{ maxWidth: 240 }} data-testid="legal-vatNumber" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="legal-details-save">
              {t('save')}
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}
