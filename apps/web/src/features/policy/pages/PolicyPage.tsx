import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation } from '../../../shared/router';
import { PolicyArticle } from '../components/PolicyArticle';
import { PolicyLinks } from '../components/PolicyLinks';
import { PolicyNotFound } from '../components/PolicyNotFound';
import { i18n } from '../../../shared/i18n/i18n';
import { getPolicy, policyNamespace, toLanguage } from '../model/content';
import { policySlugFromPath } from '../model/policy';
import '../components/policy.css';

// The policy texts are large, so they stay out of the start-up bundle: this page's chunk brings
// them and registers the namespace the policy components translate with.
for (const [language, bundle] of Object.entries(policyNamespace)) i18n.addResourceBundle(language, 'policy', bundle);

/** Every policy route (docs/product.md §2) renders this page; the path picks the policy, the stored language its variant. */
export default function PolicyPage() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation('policy');
  const language = toLanguage(i18n.language);
  const slug = policySlugFromPath(pathname);

  return (
    <div className="policy-page">
      <div>{slug ? <PolicyArticle policy={getPolicy(slug, language)} /> : <PolicyNotFound />}</div>
      <aside className="policy-page__aside">
        <PolicyLinks current={slug} language={language} />
      </aside>
    </div>
  );
}
