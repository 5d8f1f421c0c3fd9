import { Flex, Input, Spin, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';

interface CaptchaInputProps {
  /** injected by Form.Item */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** data: URL of the picture, or undefined while loading */
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  testId?: string;
}

const pictureBox = { width: 120, height: 40, border: 'none', background: 'none', padding: 0, cursor: 'pointer' } as const;

/** The picture code answer box; clicking the picture draws a new one. */
export function CaptchaInput({ id, value, onChange, image, loading, failed, onRefresh, testId }: CaptchaInputProps) {
  const { t } = useTranslation('auth');
  return (
    <Flex gap={8} align="center">
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={8}
        autoComplete="off"
        spellCheck={false}
        style={{ flex: 1 }}
        data-testid={testId}
      />
      <button type="button" onClick={onRefresh} aria-label={t('captcha.refresh')} title={t('captcha.refresh')} style={pictureBox}>
        {image && !loading ? (
          <img src={image} alt={t('captcha.alt')} width={120} height={40} style={{ display: 'block', borderRadius: 4 }} />
        ) : failed && !loading ? (
          <Typography.Text type="danger">{t('captcha.failed')}</Typography.Text>
        ) : (
          <Spin size="small" />
        )}
      </button>
    </Flex>
  );
}
