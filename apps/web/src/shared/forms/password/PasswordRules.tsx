import { useTranslation } from '../../i18n/useTranslation';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SPECIALS, passwordClassCount, passwordProblem } from '@clearlot/contract';
import { cx } from '../../ui/kit/cx';
import { CheckCircleFilled } from '../../ui/kit/icons/CheckCircleFilled';
import { CloseCircleOutlined } from '../../ui/kit/icons/CloseCircleOutlined';
import './passwordRules.css';

const LONG_PASSWORD = 12;

function usesAllowedCharacters(value: string): boolean {
  return [...value].every((ch) => /[A-Za-z0-9]/.test(ch) || PASSWORD_SPECIALS.includes(ch));
}

function RuleLine({ met, text }: { met: boolean; text: string }) {
  return (
    <div className={cx('password-rules__line', met && 'password-rules__line--met')}>
      {met ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
      <span>{text}</span>
    </div>
  );
}

/** Live password rules of docs/product.md §5 and a strength bar, under the password box. */
export function PasswordRules({ value }: { value: string }) {
  const { t } = useTranslation();
  const classes = passwordClassCount(value);
  const valid = passwordProblem(value) === null;
  const strength = !valid ? 1 : classes === 4 || value.length >= LONG_PASSWORD ? 3 : 2;
  const strengthLabel = [t('passwordRules.weak'), t('passwordRules.good'), t('passwordRules.strong')][strength - 1];

  return (
    <div className="password-rules" aria-live="polite">
      {value.length > 0 && (
        <div className="password-rules__strength">
          <span className={`password-rules__bar password-rules__bar--${strength}`} aria-hidden>
            <span />
            <span />
            <span />
          </span>
          <span>{t('passwordRules.strength', { level: strengthLabel })}</span>
        </div>
      )}
      <RuleLine met={value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX} text={t('passwordRules.ruleLength', { min: PASSWORD_MIN, max: PASSWORD_MAX })} />
      <RuleLine met={classes >= 3} text={t('passwordRules.ruleClasses', { used: classes })} />
      <RuleLine met={value.length > 0 && usesAllowedCharacters(value)} text={t('passwordRules.ruleCharacters', { specials: PASSWORD_SPECIALS })} />
    </div>
  );
}
