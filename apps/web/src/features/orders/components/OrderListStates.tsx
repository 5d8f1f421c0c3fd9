import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderTab } from '@clearlot/contract/rules/order';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { hashHref, paths } from '../../../shared/paths';

export function OrderListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <Skeleton active avatar={{ shape: 'square' }} paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </>
  );
}

/** Nothing in this tab (or nothing matching the search), with a way back to shopping. */
export function OrderListEmpty({ tab, keyword }: { tab: OrderTab; keyword: string }) {
  const { t } = useTranslation('orders');
  return (
    <EmptyResult title={keyword ? t('empty.searchTitle', { keyword }) : t(`empty.${tab}`)} hint={keyword ? t('empty.searchHint') : t('empty.hint')}>
      <Button type="primary" href={hashHref(paths.listing.getHref())}>
        {t('empty.browse')}
      </Button>
    </EmptyResult>
  );
}
