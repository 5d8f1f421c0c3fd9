import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { Language } from '../../../shared/i18n/language';
import { Card } from '../../../shared/ui/kit/Card';
import { getPolicy } from '../model/content';
import { POLICY_SLUGS, type PolicySlug, paths } from '../../../shared/paths';

interface PolicyLinksProps {
  /** the page being shown, left out of the list; null lists every policy */
  current: PolicySlug | null;
  language: Language;
}

export function PolicyLinks({ current, language }: PolicyLinksProps) {
  const { t } = useTranslation('policy');
  const others = POLICY_SLUGS.filter((slug) => slug !== current);
  return (
    <Card size="small" title={current ? t('common.otherPolicies') : t('common.allPolicies')}>
      <nav aria-label={t('common.policyNavigation')}>
        <ul className="policy-links">
          {others.map((slug) => (
            <li key={slug}>
              <Link to={paths.policy.getHref(slug)}>{getPolicy(slug, language).title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
