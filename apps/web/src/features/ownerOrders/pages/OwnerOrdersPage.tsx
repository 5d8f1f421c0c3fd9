import { Input, Result } from 'antd';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ORDER_TABS, type OrderTab } from '@clearlot/contract/rules/order';
import { Role } from '@clearlot/contract/rules/roles';
import { useSession } from '../../../shared/session/session';
import { useOwnerOrderList } from '../api/ownerOrderList';
import { OwnerOrdersTable } from '../components/OwnerOrdersTable';
import '../ownerOrders.css';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];

/** /home/OwnerOrders: the goods owner's order desk; other accounts see 'no permission' (docs/product.md §5, §6). */
export default function OwnerOrdersPage() {
  const { t } = useTranslation('ownerOrders');
  const { roles } = useSession();
  if (!roles.includes(Role.Seller) && !roles.includes(Role.Platform)) {
    return <Result status="403" title={t('noPermission')} subTitle={t('noPermissionText')} data-testid="owner-no-permission" />;
  }
  return <OwnerOrdersDesk />;
}

function OwnerOrdersDesk() {
  const { t } = useTranslation('ownerOrders');
  const [tab, setTab] = useState<OrderTab>('all');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const list = useOwnerOrderList({ tab, keyword, ...paging });
  // the arriving answer is drawn in a transition, in slices, not in one long task
  const page = useDeferredValue(list.data);

  return (
    <section className="owner-orders" aria-labelledby="owner-orders-title">
      <header className="owner-orders__header">
        <h1 id="owner-orders-title" className="owner-orders__title">
          {t('title')}
        </h1>
        <Input.Search
          className="owner-orders__search"
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          enterButton={t('search.button')}
          allowClear
          maxLength={100}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((current) => ({ ...current, pageNum: 1 }));
          }}
        />
      </header>
      <p className="muted owner-orders__intro">{t('intro')}</p>
      <FilterTabs
        activeKey={tab}
        aria-label={t('tabs.label')}
        onChange={(key) => {
          setTab(key as OrderTab);
          setPaging((current) => ({ ...current, pageNum: 1 }));
        }}
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <OwnerOrdersTable
        orders={page?.list ?? []}
        total={page?.total ?? 0}
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        loading={list.isFetching || page !== list.data}
        onPage={(pageNum, pageSize) => setPaging({ pageNum: pageSize === paging.pageSize ? pageNum : 1, pageSize })}
      />
    </section>
  );
}
