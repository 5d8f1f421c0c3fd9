import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import { BannersTab } from './BannersTab';
import { FlashDealsTab } from './FlashDealsTab';
import { TopicsTab } from './TopicsTab';
import '../../shared/structureDesk.css';

const TABS = ['banners', 'deals', 'topics'] as const;
type Tab = (typeof TABS)[number];

/**
 * /console/shop-window: what the shop's home and topic pages show (issue 34 item 3) — home banners with a picture per
 * language, a link and a schedule; flash deals; topic pages. The shop shows each from its start to its end, by the
 * server's clock.
 */
export default function ShopWindowPage() {
  const { t } = useTranslation('shopWindow');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get('tab')) ?? 'banners';
  return (
    <section aria-labelledby="window-title" className="catalogue">
      <h1 id="window-title" className="desk__title">
        {t('title')}
      </h1>
      <p className="desk__intro">{t('intro')}</p>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'banners' ? {} : { tab: key })}
        items={[
          { key: 'banners', label: t('tabs.banners'), children: <BannersTab /> },
          { key: 'deals', label: t('tabs.deals'), children: <FlashDealsTab /> },
          { key: 'topics', label: t('tabs.topics'), children: <TopicsTab /> },
        ]}
      />
    </section>
  );
}
