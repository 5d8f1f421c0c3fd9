import { PasswordInput, type PasswordInputProps } from '../../ui/kit/Input';
import { useTranslation } from '../../i18n/useTranslation';

/** The kit's password box with its show / hide button named in the page's language. */
export function PasswordBox(props: Omit<PasswordInputProps, 'visibilityLabels'>) {
  const { t } = useTranslation();
  return <PasswordInput {...props} visibilityLabels={{ show: t('passwordRules.show'), hide: t('passwordRules.hide') }} />;
}
