import { useState } from 'react';
import { Alert, Button, Card, Modal, Space, Table, Typography, message } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { OwnerCategory } from '@clearlot/contract/schemas/applications';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { downloadProductNames, useDelisting, useOwnerCategoryTree } from '../api/ownerProducts';

/**
 * For an approved goods owner: their products by category (all and on sale), the zip of product
 * names and codes, and taking every product off sale or putting back those that were taken off.
 */
export function OwnerProductsCard() {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const tree = useOwnerCategoryTree(true);
  const delist = useDelisting('delist');
  const relist = useDelisting('relist');
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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

  const confirm = (action: 'delist' | 'relist') =>
    Modal.confirm({
      title: action === 'delist' ? t('shop.delistTitle') : t('shop.relistTitle'),
      content: action === 'delist' ? t('shop.delistText') : t('shop.relistText'),
      okText: action === 'delist' ? t('shop.delist') : t('shop.relist'),
      cancelText: t('review.cancel'),
      okButtonProps: action === 'delist' ? { danger: true } : {},
      onOk: async () => {
        const count = await (action === 'delist' ? delist : relist).mutateAsync();
        void message.success(t(action === 'delist' ? 'shop.delisted' : 'shop.relisted', { count }));
      },
    });

  return (
    <Card
      title={
        <Typography.Title level={2} className="application-card-title">
          {t('shop.title')}
        </Typography.Title>
      }
      style={{ marginTop: 16 }}
      data-testid="owner-products"
    >
      <Typography.Paragraph type="secondary">{t('shop.intro')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportNames()} data-testid="owner-export">
          {t('shop.export')}
        </Button>
        <Button danger onClick={() => confirm('delist')} loading={delist.isPending}>
          {t('shop.delist')}
        </Button>
        <Button onClick={() => confirm('relist')} loading={relist.isPending}>
          {t('shop.relist')}
        </Button>
      </Space>
      <Table<OwnerCategory>
        rowKey="id"
        size="small"
        loading={tree.isLoading}
        dataSource={tree.data ?? []}
        pagination={false}
        locale={{ emptyText: t('shop.empty') }}
        expandable={{ childrenColumnName: 'children' }}
        columns={[
          { title: t('shop.category'), render: (_value, category) => name(category) },
          { title: t('shop.products'), dataIndex: 'productCount', align: 'right' },
          { title: t('shop.onSale'), dataIndex: 'activeCount', align: 'right' },
        ]}
      />
    </Card>
  );
}
