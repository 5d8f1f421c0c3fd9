import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { CONDITION_GRADES } from '@clearlot/contract/rules/listing';
import { LOT_MANIFEST_ROWS_MAX, manifestTotals } from '@clearlot/contract/rules/lot';
import { ManifestRowInput } from '@clearlot/contract/schemas/lot';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { money, toPence } from './display';

/** A manifest row as the form holds it: the retail value in pounds, as typed. */
export interface FormManifestRow {
  description?: string;
  quantity?: number;
  retailValue?: number;
  condition?: number;
}

/**
 * A lot's manifest in the listing editor (issue 33 item 4): rows of item, quantity, retail value each and
 * grade, checked by the contract's row schema; the totals the product page will show; and, for a saved
 * listing, the way to a manifest file's import. The lot's own grade follows its lowest row (the editor sets it).
 */
export function ManifestFields({ listingId }: { listingId: number | null }) {
  const { t } = useTranslation('listings');
  const form = Form.useFormInstance();
  const rows = (Form.useWatch('manifest', { form, preserve: true }) ?? []) as FormManifestRow[];
  const totals = manifestTotals(rows.map((row) => ({ quantity: row?.quantity ?? 0, retailValue: toPence(row?.retailValue) ?? 0, condition: row?.condition ?? 1 })));
  return (
    <Card
      title={t('manifest.title')}
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        listingId !== null && (
          <Link to={`${consolePaths.listingImport.path}?lot=${listingId}`} data-testid="manifest-import">
            {t('manifest.importFile')}
          </Link>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('manifest.hint')}</Typography.Paragraph>
      <Form.List name="manifest">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} data-testid="manifest-row" align="top">
                <Col xs={24} md={9}>
                  <Form.Item name={[field.name, 'description']} label={t('manifest.description')} rules={[schemaRule(ManifestRowInput.shape.description)]}>
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={4}>
                  <Form.Item name={[field.name, 'quantity']} label={t('manifest.quantity')} rules={[schemaRule(ManifestRowInput.shape.quantity)]}>
                    <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={4}>
                  <Form.Item
                    name={[field.name, 'retailValue']}
                    label={t('manifest.retailValue')}
                    rules={[{ required: true, type: 'number', min: 0, message: t('manifest.valueRule') }]}
                  >
                    <InputNumber prefix="£" min={0} precision={2} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={8} md={5}>
                  <Form.Item name={[field.name, 'condition']} label={t('manifest.condition')} rules={[schemaRule(ManifestRowInput.shape.condition)]}>
                    <Select options={CONDITION_GRADES.map((grade) => ({ value: grade, label: t(`condition.${grade}`) }))} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={2}>
                  <Form.Item label=" ">
                    <Button onClick={() => remove(field.name)}>{t('editor.option.remove')}</Button>
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
              {fields.length < LOT_MANIFEST_ROWS_MAX && (
                <Button size="small" onClick={() => add({ description: '', quantity: 1, retailValue: 0, condition: CONDITION_GRADES[0] })} data-testid="manifest-add">
                  {t('manifest.add')}
                </Button>
              )}
              {fields.length > 0 && (
                <Typography.Text strong data-testid="manifest-totals">
                  {t('manifest.totals', { rows: fields.length, units: totals.units, value: money(totals.retailValue) })}
                </Typography.Text>
              )}
            </Space>
          </>
        )}
      </Form.List>
    </Card>
  );
}
