import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n';
import { BrandsTab } from './BrandsTab';
import { CategoriesTab } from './CategoriesTab';
import { WarehousesTab } from './WarehousesTab';
import '../../shared/structureDesk.css';

const TABS = ['categories', 'brands', 'warehouses'] as const;
type Tab = (typeof TABS)[number];

/**
 * /console/catalogue: operations's catalogue structure (issue 34 item 2) — categories in two levels, brands and
 * warehouses with their ship-from country. Each is created, renamed, put in order (a sort number) and retired or
 * restored; nothing is deleted, since products and orders refer to them.
 */
export default function CatalogueDeskPage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value === params.get('tab')) ?? 'categories';
  return (
    <section aria-labelledby="catalogue-title" className="catalogue">
      <h1 id="catalogue-title" className="desk__title">
        {t('title')}
      </h1>
      <p className="desk__intro">{t('intro')}</p>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'categories' ? {} : { tab: key })}
        items={[
          { key: 'categories', label: t('tabs.categories'), children: <CategoriesTab /> },
          { key: 'brands', label: t('tabs.brands'), children: <BrandsTab /> },
          { key: 'warehouses', label: t('tabs.warehouses'), children: <WarehousesTab /> },
        ]}
      />
    </section>
  );
}
