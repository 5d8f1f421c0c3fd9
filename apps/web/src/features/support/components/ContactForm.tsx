import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ContactTopic, ContactUsBody } from '@clearlot/contract';
import { useSession } from '../../../shared/session/session';
import { useSubmitContact } from '../api/submitContact';
import { FormError } from '../../../shared/forms/FormError';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { Button } from '../../../shared/ui/kit/Button';
import { Input, TextArea } from '../../../shared/ui/kit/Input';
import { Select } from '../../../shared/ui/kit/Select';

interface ContactValues {
  name: string;
  email: string;
  topic: string;
  message: string;
}

const fields = ContactUsBody.shape;
const MESSAGE_MAX = 2000;

/** The contact form (ContactUsBody); signed-in buyers get their name and e-mail filled in. */
export function ContactForm({ onSubmitted }: { onSubmitted: (ticketNumber: string) => void }) {
  const { t } = useTranslation('support');
  const { user } = useSession();
  const { control, handleSubmit, setError } = useForm<ContactValues>({
    mode: 'onTouched',
    defaultValues: { name: user?.username ?? '', email: user?.email ?? '', topic: '', message: '' },
  });
  const submitContact = useSubmitContact();
  const [formError, setFormError] = useState<string | null>(null);

  const topics = ContactTopic.options.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }));

  const submit = async (values: ContactValues) => {
    setFormError(null);
    const body = parseForSubmit(setError, ContactUsBody, {
      name: values.name.trim(),
      email: values.email.trim(),
      topic: values.topic || undefined,
      message: values.message.trim(),
    });
    if (!body) return;
    try {
      const result = await submitContact.mutateAsync(body);
      onSubmitted(result.ticketNumber);
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['name', 'email', 'topic', 'message'] }));
    }
  };

  return (
    <form className="support-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FormError message={formError} />
      <FormField control={control} name="name" required label={t('form.name')} rules={{ validate: schemaRule(fields.name) }}>
        {(field) => <Input {...field} autoComplete="name" maxLength={80} data-testid="contact-name" />}
      </FormField>
      <FormField control={control} name="email" required label={t('form.email')} rules={{ validate: schemaRule(fields.email) }}>
        {(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" data-testid="contact-email" />}
      </FormField>
      <FormField control={control} name="topic" required label={t('form.topic')} rules={{ validate: (value) => schemaRule(fields.topic)(value || undefined) }}>
        {(field) => (
          <Select<string>
            value={field.value || null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={topics}
            placeholder={t('form.topicPlaceholder')}
            data-testid="contact-topic"
          />
        )}
      </FormField>
      <FormField control={control} name="message" required label={t('form.message')} help={t('form.messageHint')} rules={{ validate: schemaRule(fields.message) }}>
        {(field) => <TextArea {...field} rows={6} maxLength={MESSAGE_MAX} showCount data-testid="contact-message" />}
      </FormField>
      <Button variant="primary" htmlType="submit" size="large" loading={submitContact.isPending} data-testid="contact-submit">
        {t('form.submit')}
      </Button>
    </form>
  );
}
