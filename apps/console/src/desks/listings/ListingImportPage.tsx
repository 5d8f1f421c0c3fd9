import { Alert, App, Button, Card, Checkbox, Descriptions, Result, Select, Space, Table, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { IMPORT_ACCEPT, IMPORT_MAX_ROWS, type ImportTarget, importColumns, productImportTemplateCsv } from '@clearlot/contract/rules/lot';
import type { ImportPreview, ImportResult, ImportRowError } from '@clearlot/contract/schemas/import';
import { byLanguage } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useTranslation } from '../../shared/i18n';
import { ImportRefused, commitImport, downloadCatalogue, listingKeys, previewImport, useListing } from './api';
import { useQueryClient } from '@tanstack/react-query';
import './listings.css';

type Mapping = Record<string, number | null>;

/** Saves the product file's template (headers in the page's language, example rows) as a CSV file. */
function downloadTemplate(language: 'en' | 'zh', name: string) {
  const url = URL.createObjectURL(new Blob([productImportTemplateCsv(language)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * /console/listings/import: the bulk import (issue 33 item 5). A goods owner picks a CSV or XLSX file of
 * products (or, from a lot's editor, of its manifest: ?lot=<id>), sees which column feeds each field and
 * may change it, sees every row's errors in the page's language before anything is written (the server's
 * preview), then imports every row at once (one transaction; a retried click imports once, by the key
 * this page holds for the file). The catalogue exports in the same layout.
 */
export default function ListingImportPage() {
  const { t, language } = useTranslation('listings');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const lotId = /^\d+$/.test(params.get('lot') ?? '') ? Number(params.get('lot')) : null;
  const lot = useListing(lotId);
  const target: ImportTarget = lotId === null ? 'products' : 'manifest';
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [publish, setPublish] = useState(false);
  const [refusal, setRefusal] = useState<ImportRefused | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null);
  // one key per file and mapping imported: a retried click (or a lost answer) imports once
  const clientKey = useRef(crypto.randomUUID());

  const lotRequest = () => (lotId !== null && lot.data ? { listingId: lotId, version: lot.data.version } : {});

  const check = async (next: File, nextMapping: Mapping | null, nextPublish = publish) => {
    setBusy('preview');
    setRefusal(null);
    setResult(null);
    try {
      const answer = await previewImport(next, { target, publish: nextPublish, ...(nextMapping ? { mapping: nextMapping } : {}), ...lotRequest() });
      setPreview(answer);
      setMapping(answer.mapping);
    } catch (error) {
      setPreview(null);
      setRefusal(error instanceof ImportRefused ? error : new ImportRefused(t('import.failed'), 0, [], 0));
    } finally {
      setBusy(null);
    }
  };

  const run = async () => {
    if (!file || !mapping) return;
    setBusy('commit');
    try {
      const done = await commitImport(file, { target, publish, mapping, clientKey: clientKey.current, ...lotRequest() });
      setResult(done);
      clientKey.current = crypto.randomUUID();
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
      void message.success(
        done.target === 'manifest' ? t('import.manifestDone', { count: done.rowCount }) : t('import.done', { count: done.rowCount, listings: done.listingIds.length }),
      );
    } catch (error) {
      setRefusal(error instanceof ImportRefused ? error : new ImportRefused(t('import.failed'), 0, [], 0));
    } finally {
      setBusy(null);
    }
  };

  const fieldLabel = (field: string | null) => (field === null ? '–' : t(`import.field.${field}`, { defaultValue: field }));
  const errorColumns: ColumnsType<ImportRowError> = [
    { title: t('import.line'), dataIndex: 'line', width: 90 },
    { title: t('import.fieldTitle'), dataIndex: 'field', width: 200, render: (field: string | null) => fieldLabel(field) },
    { title: t('import.problem'), key: 'problem', render: (_, error) => byLanguage(language, error.message, error.messageEn) },
  ];
  const errors = refusal?.errors.length ? refusal.errors : (preview?.errors ?? []);
  const errorCount = refusal?.errors.length ? refusal.errorCount : (preview?.errorCount ?? 0);

  if (lotId !== null && lot.isError) {
    return <Result status="404" title={t('editor.notFound')} extra={<Link to={consolePaths.listings.path}>{t('editor.back')}</Link>} />;
  }

  return (
    <section className="listing-import" aria-labelledby="listing-import-title">
      <header className="desk__header">
        <h1 id="listing-import-title" className="desk__title">
          {lotId === null ? t('import.title') : t('import.manifestTitle', { name: lot.data ? byLanguage(language, lot.data.nameZh, lot.data.nameEn) : '' })}
        </h1>
        <Space wrap>
          {lotId === null && (
            <>
              <Button onClick={() => void downloadCatalogue('csv').catch(() => void message.warning(t('import.exportFailed')))} data-testid="export-csv">
                {t('import.exportCsv')}
              </Button>
              <Button onClick={() => void downloadCatalogue('xlsx').catch(() => void message.warning(t('import.exportFailed')))}>{t('import.exportXlsx')}</Button>
            </>
          )}
          <Link to={lotId === null ? consolePaths.listings.path : consolePaths.listing.to(lotId)}>{lotId === null ? t('editor.back') : t('import.backToLot')}</Link>
        </Space>
      </header>

      <Card size="small" title={t('import.stepFile')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{lotId === null ? t('import.fileHint', { max: IMPORT_MAX_ROWS }) : t('import.manifestHint')}</Typography.Paragraph>
        {lotId === null && (
          <Alert
            type="info"
            style={{ marginBottom: 12 }}
            title={t('import.formatTitle')}
            description={
              <>
                <Typography.Paragraph>{t('import.formatRows')}</Typography.Paragraph>
                <Typography.Paragraph>{t('import.formatOptions')}</Typography.Paragraph>
                <Typography.Paragraph>{t('import.formatQuantity')}</Typography.Paragraph>
                <Button size="small" onClick={() => downloadTemplate(language === 'zh' ? 'zh' : 'en', t('import.templateName'))} data-testid="import-template">
                  {t('import.template')}
                </Button>
              </>
            }
            data-testid="import-format"
          />
        )}
        <Upload.Dragger
          accept={IMPORT_ACCEPT}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(picked) => {
            setFile(picked);
            setMapping(null);
            clientKey.current = crypto.randomUUID();
            void check(picked, null);
            return false;
          }}
          data-testid="import-file"
        >
          <p className="listing-import__drop">{file ? t('import.fileChosen', { name: file.name }) : t('import.drop')}</p>
        </Upload.Dragger>
        {lotId === null && (
          <Checkbox
            checked={publish}
            onChange={(event) => {
              setPublish(event.target.checked);
              if (file) void check(file, mapping, event.target.checked);
            }}
            style={{ marginTop: 12 }}
          >
            {t('import.publish')}
          </Checkbox>
        )}
      </Card>

      {refusal && (errors.length === 0 || refusal.errors.length > 0) && (
        <Alert type="error" showIcon title={refusal.message} style={{ marginBottom: 16 }} data-testid="import-refusal" />
      )}

      {preview && mapping && file && (
        <>
          <Card size="small" title={t('import.stepColumns')} style={{ marginBottom: 16 }}>
            <div className="listing-import__mapping">
              {importColumns(target).map((column) => (
                <label key={column.field} className="listing-import__field">
                  <span>
                    {fieldLabel(column.field)}
                    {column.required && <Typography.Text type="danger"> *</Typography.Text>}
                  </span>
                  <Select<number | null>
                    value={mapping[column.field] ?? null}
                    style={{ width: '100%' }}
                    options={[
                      { value: null, label: t('import.notInFile') },
                      ...preview.columns.map((name, index) => ({ value: index, label: name || t('import.columnN', { n: index + 1 }) })),
                    ]}
                    onChange={(value) => {
                      const next = { ...mapping, [column.field]: value };
                      setMapping(next);
                      void check(file, next);
                    }}
                    data-testid={`import-map-${column.field}`}
                  />
                </label>
              ))}
            </div>
          </Card>

          <Card size="small" title={t('import.stepCheck')} style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
              <Descriptions.Item label={t('import.rows')}>{preview.rowCount}</Descriptions.Item>
              <Descriptions.Item label={t('import.valid')}>
                <span data-testid="import-valid">{preview.validCount}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('import.errors')}>
                <Typography.Text type={errorCount > 0 ? 'danger' : 'success'} data-testid="import-error-count">
                  {errorCount}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            {errorCount > 0 ? (
              <>
                <Alert type="warning" showIcon title={t('import.fixFirst', { shown: errors.length, count: errorCount })} style={{ margin: '12px 0' }} />
                <Table<ImportRowError>
                  size="small"
                  rowKey={(error) => `${error.line}-${error.field ?? ''}-${error.messageEn}`}
                  columns={errorColumns}
                  dataSource={errors}
                  pagination={{ pageSize: 20, hideOnSinglePage: true }}
                  data-testid="import-errors"
                />
              </>
            ) : (
              <Alert type="success" showIcon title={t('import.allGood', { count: preview.validCount })} style={{ margin: '12px 0' }} />
            )}
            <Typography.Title level={5}>{t('import.sample')}</Typography.Title>
            <Table<string[]>
              size="small"
              rowKey={(_, index) => String(index)}
              scroll={{ x: true }}
              pagination={false}
              columns={preview.columns.map((name, index) => ({ title: name || t('import.columnN', { n: index + 1 }), key: index, render: (_, row) => row[index] }))}
              dataSource={preview.sample}
            />
          </Card>

          <Space wrap>
            <Button
              type="primary"
              disabled={errorCount > 0 || busy !== null || preview.validCount === 0}
              loading={busy === 'commit'}
              onClick={() => void run()}
              data-testid="import-run"
            >
              {lotId === null ? t('import.run', { count: preview.validCount }) : t('import.runManifest', { count: preview.validCount })}
            </Button>
            <Button disabled={busy !== null} onClick={() => void check(file, mapping)} loading={busy === 'preview'}>
              {t('import.checkAgain')}
            </Button>
          </Space>
        </>
      )}

      {result && (
        <Result
          status="success"
          title={
            result.target === 'manifest' ? t('import.manifestDone', { count: result.rowCount }) : t('import.done', { count: result.rowCount, listings: result.listingIds.length })
          }
          subTitle={result.repeated ? t('import.repeated') : undefined}
          extra={
            <Link to={result.target === 'manifest' ? consolePaths.listing.to(result.listingIds[0]!) : consolePaths.listings.path} data-testid="import-result-link">
              {result.target === 'manifest' ? t('import.backToLot') : t('import.toListings')}
            </Link>
          }
          data-testid="import-result"
        />
      )}
    </section>
  );
}
