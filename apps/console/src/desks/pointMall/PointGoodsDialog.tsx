import { App, type ButtonProps, Descriptions, Form, InputNumber, Modal, Select, Space } from 'antd';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { formatPounds, poundsToPence } from '@clearlot/contract/format/money';
import { ValidationMessages } from '@clearlot/contract/messages';
import { POINT_MALL_DESK_BOUNDS } from '@clearlot/contract/rules/points';
import { AgreedPriceField, type DeskPointGoods, MallSortOrderField, PointsPriceField } from '@clearlot/contract/schemas/pointMallDesk';
import { describeIssue } from '@clearlot/contract/issues';
import { schemaRule } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { useCreatePointGoods, useMallChoices, useMallProducts, useUpdatePointGoods } from './api';
import { optionText } from './display';

interface GoodsForm {
  productId?: number;
  skuId?: number;
  warehouseCode?: string;
  pointsPrice: number;
  /** pounds, as typed */
  agreedPrice: number;
  sortOrder: number;
}

/**
 * A new mall item (a goods owner's product on sale, one of its options, a warehouse holding it) or a change of one (its
 * points price, agreed price and place). The contract's field schemas check each field as the server will; what only the
 * server knows (an option listed meanwhile from that warehouse) is its answer. A retried save sends the same client key.
 */
export function PointGoodsDialog({ goods, onClose }: { goods: DeskPointGoods | null; onClose: () => void }) {
  const { t, language } = useTranslation('pointMall');
  const { message } = App.useApp();
  const [form] = Form.useForm<GoodsForm>();
  const create = useCreatePointGoods();
  const update = useUpdatePointGoods();
  const clientKey = useRef(crypto.randomUUID());
  const [keyword, setKeyword] = useState('');
  const products = useMallProducts(useDeferredValue(keyword));
  const productId = Form.useWatch('productId', form);
  const skuId = Form.useWatch('skuId', form);
  const choices = useMallChoices(goods ? undefined : productId);
  const option = choices.data?.find((choice) => choice.skuId === skuId);
  const required = { required: true, message: ValidationMessages.required[language] };
  const name = (item: { nameEn: string; nameZh: string }) => (language === 'zh' ? item.nameZh : item.nameEn);

  const agreedRule = {
    validator: async (_rule: unknown, value: number | null | undefined) => {
      if (value === null || value === undefined) throw new Error(ValidationMessages.required[language]);
      const checked = AgreedPriceField.safeParse(poundsToPence(value));
      if (!checked.success) throw new Error(describeIssue(checked.error.issues[0]!)[language]);
    },
  };

  const submit = async () => {
    let values: GoodsForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const prices = { pointsPrice: values.pointsPrice, agreedPrice: poundsToPence(values.agreedPrice) ?? 0, sortOrder: values.sortOrder };
    try {
      if (goods) await update.mutateAsync({ id: goods.id, ...prices });
      else await create.mutateAsync({ clientKey: clientKey.current, productId: values.productId!, skuId: values.skuId!, warehouseCode: values.warehouseCode!, ...prices });
      void message.success(t(goods ? 'form.saved' : 'form.listed'));
      onClose();
    } catch {
      // the HTTP client has shown the server's reason
    }
  };

  /** An option chosen: the first of its warehouses not yet listed from, when there is one. */
  const chooseOption = (nextSkuId: number | undefined) => {
    const warehouses = choices.data?.find((choice) => choice.skuId === nextSkuId)?.warehouses ?? [];
    form.setFieldsValue({ skuId: nextSkuId, warehouseCode: warehouses.find((warehouse) => warehouse.listedGoodsId === null)?.warehouseCode });
  };

  // a product with one option (most have none to choose): that option and its first free warehouse, chosen for the reader
  const only = choices.data?.length === 1 ? choices.data[0] : undefined;
  useEffect(() => {
    if (only === undefined) return;
    form.setFieldsValue({ skuId: only.skuId, warehouseCode: only.warehouses.find((warehouse) => warehouse.listedGoodsId === null)?.warehouseCode });
  }, [only, form]);

  return (
    <Modal
      open
      width={680}
      title={goods ? t('form.editTitle') : t('form.addTitle')}
      okText={goods ? t('form.save') : t('form.list')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: create.isPending || update.isPending, 'data-testid': 'mall-save' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<GoodsForm>
        form={form}
        layout="vertical"
        initialValues={goods ? { pointsPrice: goods.pointsPrice, agreedPrice: goods.agreedPrice / 100, sortOrder: goods.sortOrder } : { sortOrder: 0 }}
      >
        {goods ? (
          <Descriptions
            column={1}
            size="small"
            className="mall__help"
            items={[
              { key: 'product', label: t('form.product'), children: `${language === 'zh' ? goods.name : goods.nameEn} · ${t('productId', { id: goods.productId })}` },
              { key: 'option', label: t('form.option'), children: `${optionText(goods.skuOptions, language, t)} · ${goods.skuCode}` },
              { key: 'warehouse', label: t('form.warehouse'), children: language === 'zh' ? goods.warehouseName : goods.warehouseNameEn },
              { key: 'owner', label: t('columns.owner'), children: language === 'zh' ? goods.ownerName : goods.ownerNameEn },
            ]}
          />
        ) : (
          <>
            <Form.Item name="productId" label={t('form.product')} extra={t('form.productHelp')} rules={[required]}>
              <Select<number>
                showSearch={{ filterOption: false, onSearch: setKeyword }}
                placeholder={t('form.productSearch')}
                notFoundContent={keyword === '' ? t('form.typeToSearch') : t('form.noProducts')}
                loading={products.isFetching}
                options={(products.data ?? []).map((product) => ({
                  value: product.id,
                  label: `${name(product)} · ${language === 'zh' ? product.ownerName : product.ownerNameEn} · ${formatPounds(product.price)} · ${t('productId', { id: product.id })}`,
                }))}
                onChange={() => form.setFieldsValue({ skuId: undefined, warehouseCode: undefined })}
                data-testid="mall-product"
              />
            </Form.Item>
            <Space wrap size="middle" align="start">
              <Form.Item name="skuId" label={t('form.option')} rules={[required]}>
                <Select<number>
                  className="mall__choice"
                  disabled={productId === undefined}
                  loading={choices.isFetching}
                  notFoundContent={t('form.noOptionsOnSale')}
                  options={(choices.data ?? []).map((choice) => ({
                    value: choice.skuId,
                    label: `${optionText(choice.options, language, t)} · ${formatPounds(choice.price)}`,
                    disabled: choice.warehouses.length === 0,
                  }))}
                  onChange={(next) => chooseOption(next)}
                  data-testid="mall-option"
                />
              </Form.Item>
              <Form.Item name="warehouseCode" label={t('form.warehouse')} rules={[required]}>
                <Select<string>
                  className="mall__choice"
                  disabled={option === undefined}
                  notFoundContent={t('form.noStock')}
                  options={(option?.warehouses ?? []).map((warehouse) => ({
                    value: warehouse.warehouseCode,
                    label:
                      warehouse.listedGoodsId === null
                        ? t('form.warehouseUnits', { name: language === 'zh' ? warehouse.warehouseName : warehouse.warehouseNameEn, units: warehouse.quantity })
                        : t('form.warehouseListed', { name: language === 'zh' ? warehouse.warehouseName : warehouse.warehouseNameEn }),
                    disabled: warehouse.listedGoodsId !== null,
                  }))}
                  data-testid="mall-warehouse"
                />
              </Form.Item>
            </Space>
          </>
        )}
        <Space wrap size="middle" align="start">
          <Form.Item name="pointsPrice" label={t('form.pointsPrice')} rules={[schemaRule(PointsPriceField)]}>
            <InputNumber min={1} max={POINT_MALL_DESK_BOUNDS.maxPointsPrice} precision={0} className="mall__number" data-testid="mall-points-price" />
          </Form.Item>
          <Form.Item
            name="agreedPrice"
            label={t('form.agreedPrice')}
            extra={option ? t('optionPrice', { price: formatPounds(option.price) }) : goods ? t('optionPrice', { price: formatPounds(goods.optionPrice) }) : undefined}
            rules={[agreedRule]}
          >
            <InputNumber min={0} max={POINT_MALL_DESK_BOUNDS.maxAgreedPrice / 100} step={1} precision={2} prefix="£" className="mall__number" data-testid="mall-agreed-price" />
          </Form.Item>
          <Form.Item name="sortOrder" label={t('form.sortOrder')} rules={[schemaRule(MallSortOrderField)]}>
            <InputNumber min={0} max={POINT_MALL_DESK_BOUNDS.maxSortOrder} precision={0} className="mall__number" data-testid="mall-sort-order" />
          </Form.Item>
        </Space>
        <p className="muted">{t('form.agreedHelp')}</p>
      </Form>
    </Modal>
  );
}
