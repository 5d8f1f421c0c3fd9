import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Select, Skeleton, Space, Typography, message } from 'antd';
import { Link } from '../../../shared/router';
import { ErrorCatalogue } from '@clearlot/contract';
import { ApplicationStatus, UK_REGIONS, type UkRegion } from '@clearlot/contract/rules/applications';
import { companyNumberProblem } from '@clearlot/contract/rules/company';
import type { ApplicationView } from '@clearlot/contract/schemas/applications';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { problemRule, validationText } from '../../../shared/forms/validation';
import { currentLanguage } from '../../../shared/i18n/language';
import { Trans, useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { useCategories, useMiddleManProfile, useSaveMiddleMan } from '../api/applications';
import { ApplicationHistory } from '../components/ApplicationHistory';
import { ApplicationStatusTag } from '../components/ApplicationStatusTag';
import { regionName } from '../model/display';
import '../applications.css';

interface Fields {
  companyName: string;
  registrationNumber: string;
  contactFirstName: string;
  contactLastName: string;
  regions: UkRegion[];
  categoryIds: number[];
  termsAccepted: boolean;
}
const FIELD_NAMES = ['companyName', 'registrationNumber', 'contactFirstName', 'contactLastName', 'regions', 'categoryIds', 'termsAccepted'] as const;
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * /home/MiddleManProfile (docs/product.md §6, §7 /middleMenInfo/*): the intermediary who sources
 * surplus for buyers — company, contact, regions and categories served — applied for and reviewed
 * like a seller application. Approval lets the account buy (docs/decisions.md, Applications).
 */
export default function MiddleManProfilePage() {
  const { t } = useTranslation('applications');
  const profile = useMiddleManProfile();
  return (
    <section className="application-page" aria-labelledby="middle-man-title">
      <header className="application-page__header">
        <Typography.Title level={1} id="middle-man-title" className="application-page__title">
          {t('middleMan.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('middleMan.intro')}</Typography.Paragraph>
        <Link to={paths.distribution.getHref()}>{t('middleMan.back')}</Link>
      </header>
      {profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : profile.isLoading ? (
        <Skeleton active />
      ) : (
        <ProfileForm key={profile.data?.applicationNo ?? 'new'} existing={profile.data ?? null} />
      )}
    </section>
  );
}

function ProfileForm({ existing }: { existing: ApplicationView | null }) {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const [form] = Form.useForm<Fields>();
  const categories = useCategories();
  const save = useSaveMiddleMan(existing !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const approved = existing?.status === ApplicationStatus.Approved;
  const required = { required: true, whitespace: true, message: validationText('required') };

  const onFinish = async (fields: Fields) => {
    setFailure(null);
    if (fields.termsAccepted !== true) return;
    try {
      await save.mutateAsync({ ...fields, termsAccepted: true });
      void message.success(existing ? t('middleMan.updated') : t('middleMan.submitted'));
    } catch (error) {
      setFailure(placeFailure(form, error, { fields: FIELD_NAMES, codes: { [ErrorCatalogue.applicationCategoryUnknown.code]: 'categoryIds' } }));
    }
  };

  return (
    <Card>
      {existing && (
        <Space wrap style={{ marginBottom: 16 }}>
          <Typography.Text>
            {t('entry.number')} <Typography.Text strong>{existing.applicationNo}</Typography.Text>
          </Typography.Text>
          <ApplicationStatusTag status={existing.status} />
        </Space>
      )}
      {existing?.status === ApplicationStatus.Rejected && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('form.rejectedTitle')}
          description={
            <>
              {existing.rejectReason}
              <br />
              {t('mine.resubmitMiddleMan')}
            </>
          }
        />
      )}
      {approved && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={t('middleMan.approved')} />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        initialValues={existing ? { ...existing, termsAccepted: false } : { regions: [], categoryIds: [], termsAccepted: false }}
        onFinish={(fields) => void onFinish(fields)}
        data-testid="middle-man-form"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="companyName" label={t('fields.companyName')} rules={[required, { max: 100, message: validationText('tooLong') }]}>
              <Input disabled={approved} data-testid="mm-companyName" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="registrationNumber"
              label={t('fields.registrationNumber')}
              extra={t('fields.registrationNumberHint')}
              rules={[required, problemRule(companyNumberProblem)]}
              validateFirst
            >
              <Input disabled={approved} data-testid="mm-registrationNumber" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactFirstName" label={t('fields.contactFirstName')} rules={[required, { max: 50, message: validationText('nameLength') }]}>
              <Input data-testid="mm-contactFirstName" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactLastName" label={t('fields.contactLastName')} rules={[required, { max: 50, message: validationText('nameLength') }]}>
              <Input data-testid="mm-contactLastName" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="regions" label={t('middleMan.regions')} rules={[{ required: true, type: 'array', min: 1, message: validationText('regionsRequired') }]}>
              <Select
                mode="multiple"
                optionFilterProp="label"
                options={UK_REGIONS.map((region) => ({ value: region, label: regionName(region, language) }))}
                data-testid="mm-regions"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="categoryIds" label={t('middleMan.categories')} rules={[{ required: true, type: 'array', min: 1, message: validationText('categoriesRequired') }]}>
              <Select
                mode="multiple"
                loading={categories.isLoading}
                optionFilterProp="label"
                options={(categories.data ?? [])
                  .filter((category) => category.parentId === 0)
                  .map((category) => ({ value: category.id, label: language === 'zh' ? category.categoryName : category.categoryNameEn }))}
                data-testid="mm-categories"
              />
            </Form.Item>
          </Col>
        </Row>
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
          <Checkbox data-testid="mm-terms">
            <Trans text={t('middleMan.terms')} components={{ conduct: <Link to={paths.policy.getHref('sellerCodeOfConduct')} {...newTab} /> }} />
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="mm-submit">
          {existing === null ? t('middleMan.apply') : existing.status === ApplicationStatus.Rejected ? t('form.resubmit') : t('middleMan.update')}
        </Button>
      </Form>
      {existing && (
        <>
          <Typography.Title level={2} className="application-section">
            {t('history.title')}
          </Typography.Title>
          <ApplicationHistory history={existing.history} />
        </>
      )}
    </Card>
  );
}
