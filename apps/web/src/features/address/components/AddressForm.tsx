import { Alert, Button, Col, Form, Input, Row, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { normalisePostcode } from '@clearlot/contract/rules/address';
import { PHONE_MAX_LENGTH, stripPhoneSpaces } from '@clearlot/contract/rules/phone';
import { SaveAddressBody, UpdateAddressBody, type Address } from '@clearlot/contract/schemas/order';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit } from '../../../shared/forms/validation';
import { useSaveAddress } from '../api/saveAddress';
import { useUpdateAddress } from '../api/updateAddress';
import { ADDRESS_COUNTRY, ADDRESS_DIAL_CODE, ADDRESS_FIELDS, type AddressFormValues, addressBodyOf, formValuesOf } from '../model/addressForm';
import { addressFieldRule } from './addressRules';

interface AddressFormProps {
  /** the address being edited; a new one when missing */
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

const EMPTY: AddressFormValues = { countryCode: ADDRESS_COUNTRY, isDefault: false };

/**
 * A delivery address (docs/product.md §3): recipient, country (UK only for now), city, county, postcode,
 * mobile (+44), two address lines and the default switch. Fields are checked by the contract's
 * rules as they are left and as a whole before sending; the server's 1001 issues land on them.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('address');
  const [form] = Form.useForm<AddressFormValues>();
  const save = useSaveAddress();
  const update = useUpdateAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const pending = save.isPending || update.isPending;

  const submit = async (values: AddressFormValues) => {
    setFormError(null);
    const body = addressBodyOf(values);
    try {
      if (address) {
        const parsed = parseForSubmit(form, UpdateAddressBody, { ...body, id: address.id });
        if (parsed) onSaved(await update.mutateAsync(parsed));
      } else {
        const parsed = parseForSubmit(form, SaveAddressBody, body);
        if (parsed) onSaved(await save.mutateAsync(parsed));
      }
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ADDRESS_FIELDS, renamed: { dialCode: 'mobile' } }));
    }
  };

  const rule = (field: keyof AddressFormValues) => [addressFieldRule(field)];

  return (
    <Form<AddressFormValues>
      form={form}
      layout="vertical"
      initialValues={address ? formValuesOf(address) : EMPTY}
      onFinish={(values) => void submit(values)}
      requiredMark
      className="address-form"
      data-testid="address-form"
    >
      {formError && <Alert type="error" showIcon title={formError} className="address-form__error" data-testid="address-form-error" />}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="recipientName" label={t('form.recipientName')} required rules={rule('recipientName')} validateTrigger="onBlur">
            <Input autoComplete="name" maxLength={100} data-testid="address-recipient" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('form.mobile')} required>
            <Space.Compact block>
              <Space.Addon>+{ADDRESS_DIAL_CODE}</Space.Addon>
              <Form.Item name="mobile" noStyle normalize={stripPhoneSpaces} rules={rule('mobile')} validateTrigger="onBlur">
                <Input
                  aria-label={t('form.mobile')}
                  placeholder={t('form.mobilePlaceholder')}
                  maxLength={PHONE_MAX_LENGTH}
                  inputMode="tel"
                  autoComplete="tel-national"
                  data-testid="address-mobile-input"
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="countryCode" label={t('form.country')} extra={t('form.countryHint')}>
            <Select disabled options={[{ value: ADDRESS_COUNTRY, label: t('form.countryUk') }]} data-testid="address-country" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('form.city')} required rules={rule('city')} validateTrigger="onBlur">
            <Input autoComplete="address-level2" maxLength={100} data-testid="address-city" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="county" label={t('form.county')} rules={rule('county')} validateTrigger="onBlur">
            <Input autoComplete="address-level1" maxLength={100} data-testid="address-county" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="postcode"
            label={t('form.postcode')}
            required
            rules={rule('postcode')}
            validateTrigger="onBlur"
            getValueFromEvent={(event: { target: { value: string } }) => event.target.value.toUpperCase()}
          >
            <Input
              autoComplete="postal-code"
              placeholder={t('form.postcodePlaceholder')}
              maxLength={16}
              onBlur={(event) => {
                const value = event.target.value.trim();
                if (value) form.setFieldValue('postcode', normalisePostcode(value));
              }}
              data-testid="address-postcode"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="addressLine1" label={t('form.addressLine1')} required rules={rule('addressLine1')} validateTrigger="onBlur">
            <Input autoComplete="address-line1" maxLength={200} placeholder={t('form.addressLine1Placeholder')} data-testid="address-line1" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="addressLine2" label={t('form.addressLine2')} rules={rule('addressLine2')} validateTrigger="onBlur">
            <Input autoComplete="address-line2" maxLength={200} placeholder={t('form.addressLine2Placeholder')} data-testid="address-line2" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="isDefault" label={t('form.isDefault')} valuePropName="checked">
            <Switch data-testid="address-default" />
          </Form.Item>
        </Col>
      </Row>
      <div className="address-form__actions">
        <Button type="primary" htmlType="submit" size="large" loading={pending} data-testid="address-save">
          {t('form.save')}
        </Button>
        <Button size="large" onClick={onCancel} disabled={pending} data-testid="address-cancel">
          {t('form.cancel')}
        </Button>
      </div>
    </Form>
  );
}
