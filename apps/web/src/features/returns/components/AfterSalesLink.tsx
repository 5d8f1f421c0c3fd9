import { Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
import type { ReturnDesk } from '../model/desk';

/** Returns and after-sales requests are two queues: each desk's returns page leads to the same desk's after-sales list. */
export function AfterSalesLink({ desk }: { desk: ReturnDesk }) {
  const { t } = useTranslation('returns');
  return (
    <Button href={hashHref(paths.afterSaleList.getHref(desk))} data-testid="after-sales-link">
      {t(`afterSalesLink.${desk}`)}
    </Button>
  );
}
