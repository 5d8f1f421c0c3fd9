import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { Text } from '../../../shared/ui/kit/Text';
import { ArrowUpOutlined } from '../../../shared/ui/kit/icons/ArrowUpOutlined';
import type { Policy } from '../model/policy';
import { scrollToTop } from '../model/scroll';
import { PolicyContents } from './PolicyContents';
import { PolicySectionView } from './PolicySectionView';

export function PolicyArticle({ policy }: { policy: Policy }) {
  const { t } = useTranslation('policy');
  return (
    <article className="policy-article">
      <header>
        <h1 className="policy-article__title">{policy.title}</h1>
        <Text tone="secondary">{t('common.lastUpdated', { date: policy.updated })}</Text>
        <p className="policy-article__intro">{policy.intro}</p>
      </header>
      <PolicyContents sections={policy.sections} />
      <hr className="policy-divider" />
      {policy.sections.map((section) => (
        <PolicySectionView key={section.id} section={section} />
      ))}
      <hr className="policy-divider" />
      <Button variant="link" icon={<ArrowUpOutlined />} onClick={scrollToTop}>
        {t('common.backToTop')}
      </Button>
    </article>
  );
}
