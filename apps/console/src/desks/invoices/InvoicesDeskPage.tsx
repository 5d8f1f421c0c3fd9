import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { useDeferredValue, useState } from 'react';
import { formatPounds } from '@clearlot/contract/format/money';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { VAT_DOCUMENT_KINDS, type VatDocumentKind, type VatDocumentSummary } from '@clearlot/contract/schemas/vatDocument';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { VatDocumentButtons } from '../../shared/VatDocumentButtons';
import { useVatDocumentPage } from '../../shared/vatDocuments';

const PAGE_SIZE = 20;

/**
 * /console/invoices: every VAT invoice and credit note ClearLot issued on the goods owners' behalf, newest first
 * (issue 35 item 3), found by order or document number; finance and administrators read and download them.
 */
export default function InvoicesDeskPage() {
  const { t, language } = useTranslation('operations');
  const zone = useDateZone();
  const [filters, setFilters] = useState<{ kind?: VatDocumentKind; keyword?: string }>({});
  const [pageNum, setPageNum] = useState(1);
  const list = useVatDocumentPage({ pageNum, pageSize: PAGE_SIZE, ...filters });
  const page = useDeferredValue(list.data);
  const columns: TableColumnsType<VatDocumentSummary> = [
    { title: t('invoices.number'), key: 'documentNo', render: (_, doc) => <span data-testid="invoice-row-no">{doc.documentNo}</span> },
    { title: t('invoices.kind'), key: 'kind', render: (_, doc) => t(`invoices.kinds.${doc.kind}`) },
    { title: t('invoices.order'), key: 'orderNo', dataIndex: 'orderNo' },
    { title: t('invoices.supplier'), key: 'supplier', dataIndex: 'supplierName' },
    { title: t('invoices.customer'), key: 'customer', dataIndex: 'customerName' },
    { title: t('invoices.issued'), key: 'issued', render: (_, doc) => formatZonedLabelled(doc.issuedAt, zone, language, 'minute') },
    { title: t('invoices.net'), key: 'net', align: 'right', render: (_, doc) => formatPounds(doc.net) },
    { title: t('invoices.vat'), key: 'vat', align: 'right', render: (_, doc) => formatPounds(doc.vat) },
    { title: t('invoices.gross'), key: 'gross', align: 'right', render: (_, doc) => formatPounds(doc.gross) },
    { title: t('invoices.pdf'), key: 'pdf', render: (_, doc) => <VatDocumentButtons documentNo={doc.documentNo} /> },
  ];
  return (
    <section className="desk" aria-labelledby="invoices-title">
      <h1 id="invoices-title">{t('invoices.title')}</h1>
      <p className="muted">{t('invoices.intro')}</p>
      <Form
        layout="inline"
        onFinish={(values: { kind?: VatDocumentKind | ''; keyword?: string }) => {
          setPageNum(1);
          setFilters({ ...(values.kind ? { kind: values.kind } : {}), ...(values.keyword?.trim() ? { keyword: values.keyword.trim() } : {}) });
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="kind" label={t('invoices.kind')}>
          <Select allowClear style={{ width: 160 }} options={VAT_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`invoices.kinds.${kind}`) }))} />
        </Form.Item>
        <Form.Item name="keyword" label={t('invoices.search')}>
          <Input.Search allowClear placeholder={t('invoices.searchPlaceholder')} enterButton onSearch={() => undefined} data-testid="invoices-search" />
        </Form.Item>
      </Form>
      <Table<VatDocumentSummary>
        rowKey="documentNo"
        size="small"
        loading={list.isFetching}
        columns={columns}
        dataSource={page?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, onChange: setPageNum }}
        data-testid="invoices-table"
      />
    </section>
  );
}
