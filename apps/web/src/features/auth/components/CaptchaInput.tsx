import type { Ref } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Input } from '../../../shared/ui/kit/Input';
import { Spinner } from '../../../shared/ui/kit/Spinner';
import { Text } from '../../../shared/ui/kit/Text';

interface CaptchaInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** data: URL of the picture, or undefined while loading */
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  testId?: string;
}

/** The picture code answer box; clicking the picture draws a new one. Inside a Field its label names the box. */
export function CaptchaInput({ value, onChange, onBlur, name, ref, image, loading, failed, onRefresh, testId }: CaptchaInputProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="captcha">
      <Input
        ref={ref}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        maxLength={8}
        autoComplete="off"
        spellCheck={false}
        data-testid={testId}
      />
      <button type="button" className="captcha__picture" onClick={onRefresh} aria-label={t('captcha.refresh')} title={t('captcha.refresh')}>
        {image && !loading ? (
          <img src={image} alt={t('captcha.alt')} width={120} height={40} />
        ) : failed && !loading ? (
          <Text tone="danger">{t('captcha.failed')}</Text>
        ) : (
          <Spinner size="small" />
        )}
      </button>
    </div>
  );
}
