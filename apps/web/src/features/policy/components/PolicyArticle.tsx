import { ArrowUpOutlined } from '@ant-design/icons';
import { Button, Divider, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Policy } from '../model/policy';
import { scrollToTop } from '../model/scroll';
import { PolicyContents } from './PolicyContents';
import { PolicySectionView } from './PolicySectionView';

export function PolicyArticle({ policy }: { policy: Policy }) {
  const { t } = useTranslation('policy');
  return (
    <Typography>
      <article>
        <header>
          <Typography.Title level={1} style={{ marginBottom: 4 }}>
            {policy.title}
          </Typography.Title>
          <Typography.Text type="secondary">{t('common.lastUpdated', { date: policy.updated })}</Typography.Text>
          <Typography.Paragraph style={{ marginTop: 16, fontSize: 16 }}>{policy.intro}</Typography.Paragraph>
        </header>
        <PolicyContents sections={policy.sections} />
        <Divider />
        {policy.sections.map((section) => (
          <PolicySectionView key={section.id} section={section} />
        ))}
        <Divider />
        <Button type="link" icon={<ArrowUpOutlined />} style={{ paddingInline: 0 }} onClick={scrollToTop}>
          {t('common.backToTop')}
        </Button>
      </article>
    </Typography>
  );
}
