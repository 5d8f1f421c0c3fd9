import { useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ContactTopic, ContactUsBody } from '@clearlot/contract';
import { useSession } from '../../../shared/session/session';
import { useSubmitContact } from '../api/submitContact';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, schemaRule } from '../../../shared/forms/validation';

interface ContactValues {
  name?: string;
  email?: string;
  topic?: string;
  message?: string;
}

const fields = ContactUsBody.shape;
const MESSAGE_MAX = 2000;

/** The contact form (ContactUsBody); signed-in buyers get their name and e-mail filled in. */
export function ContactForm({ onSubmitted }: { onSubmitted: (ticketNumber: string) => void }) {
  const { t } = useTranslation('support');
  const { user } = useSession();
  const [form] = Form.useForm<ContactValues>();
  const submitContact = useSubmitContact();
  const [formError, setFormError] = useState<string | null>(null);

  const topics = ContactTopic.options.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }));

  const submit = async (values: ContactValues) => {
    setFormError(null);
    const body = parseForSubmit(form, ContactUsBody, {
      name: values.name?.trim() ?? '',
      email: values.email?.trim() ?? '',
      topic: values.topic,
      message: values.message?.trim() ?? '',
    });
    if (!body) return;
    try {
      const result = await submitContact.mutateAsync(body);
      onSubmitted(result.ticketNumber);
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['name', 'email', 'topic', 'message'] }));
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ name: user?.username ?? '', email: user?.email ?? '' }} onFinish={(values) => void submit(values)}>
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form.Item required name="name" label={t('form.name')} rules={[schemaRule(fields.name)]}>
        <Input autoComplete="name" maxLength={80} data-testid="contact-name" />
      </Form.Item>
      <Form.Item required name="email" label={t('form.email')} rules={[schemaRule(fields.email)]} validateTrigger="onBlur">
        <Input type="email" autoComplete="email" inputMode="email" data-testid="contact-email" />
      </Form.Item>
      <Form.Item required name="topic" label={t('form.topic')} rules={[schemaRule(fields.topic)]}>
        <Select options={topics} placeholder={t('form.topicPlaceholder')} data-testid="contact-topic" />
      </Form.Item>
      <Form.Item required name="message" label={t('form.message')} extra={t('form.messageHint')} rules={[schemaRule(fields.message)]}>
        <Input.TextArea rows={6} maxLength={MESSAGE_MAX} showCount data-testid="contact-message" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={submitContact.isPending} data-testid="contact-submit">
        {t('form.submit')}
      </Button>
    </Form>
  );
}
