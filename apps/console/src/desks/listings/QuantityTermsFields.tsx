import { Button, Col, Form, InputNumber, Row, Typography } from 'antd';
import type { FormRule } from 'antd';
import { LISTING_PRICE_MAX_PENCE } from '@clearlot/contract/rules/listing';
import { PRICE_TIERS_MAX, type QuantityTerms, quantityTermsIssues, tierSavingPercent, tierTable } from '@clearlot/contract/rules/quantity';
import { ListingSkuInput, PriceTierInput } from '@clearlot/contract/schemas/listing';
import { schemaRule, validationText } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { money, toPence } from './display';

/** An option's quantity terms as the form holds them: prices in pounds, fields possibly blank. */
export interface FormQuantityTerms {
  minQuantity?: number;
  casePack?: number;
  priceTiers?: Array<{ minQuantity?: number; price?: number }>;
}

type FormOption = FormQuantityTerms & { price?: number };

/** An option's terms in pence, as the contract checks them (a blank number checks as nothing yet). */
function termsOf(sku: FormOption | undefined): QuantityTerms {
  return {
    price: toPence(sku?.price) ?? 0,
    minQuantity: sku?.minQuantity ?? 1,
    casePack: sku?.casePack ?? 1,
    priceTiers: (sku?.priceTiers ?? []).map((tier) => ({ minQuantity: tier?.minQuantity ?? 0, price: toPence(tier?.price) ?? 0 })),
  };
}

/**
 * The "selling by quantity" part of an option's card: minimum order, units per case and the price tiers
 * after the option's own price, each checked by the contract's schema and its terms' rules as the
 * server checks them; and what buyers will pay, tier by tier, worked out by the same rules.
 */
export function QuantityTermsFields({ index }: { index: number }) {
  const { t } = useTranslation('listings');
  const form = Form.useFormInstance();
  const sku = Form.useWatch(['skus', index], { form, preserve: true }) as FormOption | undefined;
  const tierCount = sku?.priceTiers?.length ?? 0;
  const at = (...path: Array<string | number>) => ['skus', index, ...path];
  const related = [
    at('price'),
    at('minQuantity'),
    at('casePack'),
    ...Array.from({ length: tierCount }, (_, n) => [at('priceTiers', n, 'minQuantity'), at('priceTiers', n, 'price')]).flat(),
  ];

  /** The terms' rules for the field at `field` (relative to the option), run on the whole option as it stands. */
  const rule = (field: Array<string | number>): FormRule => ({
    validator: async () => {
      const issue = quantityTermsIssues(termsOf(form.getFieldValue(['skus', index]) as FormOption | undefined)).find((i) => i.path.join('.') === field.join('.'));
      if (issue) throw new Error(validationText(issue.message));
    },
  });
  /** A price in pounds checked as the pence the contract takes (at least 1p, at most the largest price). */
  const poundsRule: FormRule = {
    validator: async (_rule, pounds: number | null | undefined) => {
      if (pounds === null || pounds === undefined) throw new Error(validationText('required'));
      const pence = toPence(pounds)!;
      if (pence > LISTING_PRICE_MAX_PENCE) throw new Error(validationText('amountTooLarge'));
      if (pence < 1) throw new Error(validationText('invalidValue'));
    },
  };

  const terms = termsOf(sku);
  const table = tierTable(terms);
  const complete = terms.price > 0 && quantityTermsIssues(terms).length === 0 && table.every((tier) => tier.minQuantity > 0 && tier.price > 0);

  return (
    <div className="listing-editor__selling" data-testid="listing-selling">
      <Typography.Text strong>{t('editor.selling.title')}</Typography.Text>
      <Typography.Paragraph type="secondary" className="listing-editor__hint">
        {t('editor.selling.hint')}
      </Typography.Paragraph>
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item
            name={[index, 'minQuantity']}
            label={t('editor.selling.minQuantity')}
            rules={[schemaRule(ListingSkuInput.shape.minQuantity), rule(['minQuantity'])]}
            dependencies={[at('casePack')]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="listing-min-quantity" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={[index, 'casePack']}
            label={t('editor.selling.casePack')}
            tooltip={t('editor.selling.casePackHint')}
            rules={[schemaRule(ListingSkuInput.shape.casePack)]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="listing-case-pack" />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name={[index, 'priceTiers']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} data-testid="listing-tier">
                <Col xs={10} md={6}>
                  <Form.Item
                    name={[field.name, 'minQuantity']}
                    label={t('editor.selling.tierFrom')}
                    rules={[schemaRule(PriceTierInput.shape.minQuantity), rule(['priceTiers', field.name, 'minQuantity'])]}
                    dependencies={related}
                  >
                    <InputNumber min={2} precision={0} style={{ width: '100%' }} data-testid="listing-tier-from" />
                  </Form.Item>
                </Col>
                <Col xs={10} md={6}>
                  <Form.Item
                    name={[field.name, 'price']}
                    label={t('editor.selling.tierPrice')}
                    rules={[poundsRule, rule(['priceTiers', field.name, 'price'])]}
                    dependencies={related}
                  >
                    <InputNumber prefix="£" min={0} precision={2} style={{ width: '100%' }} data-testid="listing-tier-price" />
                  </Form.Item>
                </Col>
                <Col xs={4} md={6}>
                  <Form.Item label=" ">
                    <Button onClick={() => remove(field.name)} aria-label={t('editor.selling.removeTier')}>
                      {t('editor.option.remove')}
                    </Button>
                  </Form.Item>
                </Col>
              </Row>
            ))}
            {fields.length < PRICE_TIERS_MAX && (
              <Button size="small" onClick={() => add({})} data-testid="listing-add-tier" style={{ marginBottom: 12 }}>
                {t('editor.selling.addTier')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      {complete && table.length > 1 && (
        <div className="listing-editor__tier-preview" data-testid="listing-tier-preview">
          <Typography.Text type="secondary">{t('editor.selling.previewTitle')}</Typography.Text>
          <ul>
            {table.map((tier, n) => {
              const next = table[n + 1];
              const saving = tierSavingPercent(terms, tier);
              return (
                <li key={tier.minQuantity}>
                  {next ? t('editor.selling.previewRange', { from: tier.minQuantity, to: next.minQuantity - 1 }) : t('editor.selling.previewFrom', { from: tier.minQuantity })}:{' '}
                  <strong>{money(tier.price)}</strong>
                  {saving > 0 && <span className="listing-editor__saving"> · {t('editor.selling.previewSaving', { percent: saving })}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
