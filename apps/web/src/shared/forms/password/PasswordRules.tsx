import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Flex, Progress, Typography, theme } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS, passwordClassCount, passwordProblem } from '@clearlot/contract';

const LONG_PASSWORD = 12;

function usesAllowedCharacters(value: string): boolean {
  return [...value].every((ch) => /[A-Za-z0-9]/.test(ch) || PASSWORD_SPECIALS.includes(ch));
}

function RuleLine({ met, text }: { met: boolean; text: string }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={6} align="baseline">
      {met ? <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden /> : <CloseCircleOutlined style={{ color: token.colorTextQuaternary }} aria-hidden />}
      {/* a met rule in the darker success ink: antd's success text is below 4.5:1 on white (axe color-contrast) */}
      <Typography.Text type={met ? undefined : 'secondary'} style={{ fontSize: 13, color: met ? 'var(--success-ink)' : undefined }}>
        {text}
      </Typography.Text>
    </Flex>
  );
}

/** Live password rules of docs/product.md §5 and a strength bar, under the password box. */
export function PasswordRules({ value }: { value: string }) {
  const { t } = useTranslation();
  const classes = passwordClassCount(value);
  const valid = passwordProblem(value) === null;
  const strength = !valid ? 1 : classes === 4 || value.length >= LONG_PASSWORD ? 3 : 2;
  const strengthLabel = [t('passwordRules.weak'), t('passwordRules.good'), t('passwordRules.strong')][strength - 1];
  const { token } = theme.useToken();
  const colours = [token.colorError, token.colorWarning, token.colorSuccess];

  return (
    <Flex vertical gap={4} style={{ marginTop: -8, marginBottom: 16 }} aria-live="polite">
      {value.length > 0 && (
        <Flex gap={8} align="center">
          <Progress percent={(strength / 3) * 100} steps={3} showInfo={false} strokeColor={colours[strength - 1]} size={[28, 6]} aria-hidden />
          <Typography.Text style={{ fontSize: 13 }}>{t('passwordRules.strength', { level: strengthLabel })}</Typography.Text>
        </Flex>
      )}
      <RuleLine met={value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX} text={t('passwordRules.ruleLength', { min: PASSWORD_MIN, max: PASSWORD_MAX })} />
      <RuleLine met={classes >= 3} text={t('passwordRules.ruleClasses', { used: classes })} />
      <RuleLine met={value.length > 0 && usesAllowedCharacters(value)} text={t('passwordRules.ruleCharacters', { specials: PASSWORD_SPECIALS })} />
    </Flex>
  );
}
