import { useState } from 'react';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Table, type TableColumn } from '../../../shared/ui/kit/Table';
import { confirm, toast } from '../../../shared/ui/kit/feedback';
import { DownOutlined } from '../../../shared/ui/kit/icons/DownOutlined';
import { DownloadOutlined } from '../../../shared/ui/kit/icons/DownloadOutlined';
import { RightOutlined } from '../../../shared/ui/kit/icons/RightOutlined';
import { downloadProductNames, useDelisting, useOwnerCategoryTree } from '../api/ownerProducts';
import { type CategoryRow, categoryRows } from '../model/ownerCategories';

/**
 * For an approved goods owner: their products by category (all and on sale; a category opens onto
 * those under it), the zip of product names and codes, and taking every product off sale or putting
 * back those that were taken off.
 */
export function OwnerProductsCard() {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const tree = useOwnerCategoryTree(true);
  const delist = useDelisting('delist');
  const relist = useDelisting('relist');
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const name = (category: { categoryName: string; categoryNameEn: string }) => (language === 'zh' ? category.categoryName : category.categoryNameEn);

  const exportNames = async () => {
    setFailure(null);
    setExporting(true);
    try {
      await downloadProductNames();
    } catch {
      setFailure(t('shop.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const ask = (action: 'delist' | 'relist') =>
    void confirm({
      title: action === 'delist' ? t('shop.delistTitle') : t('shop.relistTitle'),
      content: action === 'delist' ? t('shop.delistText') : t('shop.relistText'),
      okText: action === 'delist' ? t('shop.delist') : t('shop.relist'),
      cancelText: t('review.cancel'),
      danger: action === 'delist',
      onOk: async () => {
        const count = await (action === 'delist' ? delist : relist).mutateAsync();
        toast.success(t(action === 'delist' ? 'shop.delisted' : 'shop.relisted', { count }));
      },
    });

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: TableColumn<CategoryRow>[] = [
    {
      key: 'category',
      title: t('shop.category'),
      render: (row) =>
        row.hasChildren ? (
          <button
            type="button"
            className="owner-category__toggle"
            aria-expanded={open.has(row.id)}
            aria-label={t(open.has(row.id) ? 'shop.collapse' : 'shop.expand', { name: name(row) })}
            onClick={() => toggle(row.id)}
          >
            {open.has(row.id) ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
            <span aria-hidden>{name(row)}</span>
          </button>
        ) : (
          <span className={row.depth === 1 ? 'owner-category__child' : 'owner-category__leaf'}>{name(row)}</span>
        ),
    },
    { key: 'productCount', title: t('shop.products'), align: 'right', render: (row) => row.productCount },
    { key: 'activeCount', title: t('shop.onSale'), align: 'right', render: (row) => row.activeCount },
  ];

  return (
    <Card title={t('shop.title')} className="owner-products" data-testid="owner-products">
      <p className="muted owner-products__intro">{t('shop.intro')}</p>
      {failure && <Alert type="error" title={failure} className="owner-products__failure" />}
      <div className="application-actions owner-products__actions">
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportNames()} data-testid="owner-export">
          {t('shop.export')}
        </Button>
        <Button danger onClick={() => ask('delist')} loading={delist.isPending}>
          {t('shop.delist')}
        </Button>
        <Button onClick={() => ask('relist')} loading={relist.isPending}>
          {t('shop.relist')}
        </Button>
      </div>
      {tree.isError ? (
        <LoadFailed onRetry={() => void tree.refetch()} />
      ) : tree.isPending ? (
        <Skeleton rows={3} title={false} label={t('a11y.loading', { ns: 'common' })} />
      ) : (
        <Table<CategoryRow>
          columns={columns}
          rows={categoryRows(tree.data ?? [], open)}
          rowKey={(row) => `${row.depth}-${row.id}`}
          caption={t('shop.title')}
          empty={t('shop.empty')}
        />
      )}
    </Card>
  );
}
