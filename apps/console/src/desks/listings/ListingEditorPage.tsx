import { Alert, App, Button, Card, Cascader, Col, Divider, Form, Input, InputNumber, Result, Row, Select, Skeleton, Space, Tag, Typography, Upload } from 'antd';
import type { FormRule } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import {
  CONDITION_GRADES,
  LISTING_OPTIONS_MAX,
  LISTING_PICTURES_MAX,
  LISTING_PRICE_MAX_PENCE,
  LISTING_SKUS_MAX,
  ListingStatus,
  listingMargin,
  listingPictureVariant,
} from '@clearlot/contract/rules/listing';
import { ListingFieldSchemas, ListingOption, ListingSkuInput, StockLineInput } from '@clearlot/contract/schemas/listing';
import type { CreateListingBody, ListingDetail, UpdateListingBody } from '@clearlot/contract/schemas/listing';
import { DEFAULT_VAT_RATE, VAT_RATES, type VatRate } from '@clearlot/contract/rules/vat';
import { api, ApiError } from '@clearlot/browser/http/client';
import { brandNameOf, byLanguage, categoryNameOf, warehouseNameOf } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { schemaRule, validationText } from '../../shared/forms';
import { useTranslation } from '../../shared/i18n';
import { PictureRefused, uploadListingPicture, useBrands, useCategories, useListing, useListingWrite, useWarehouses } from './api';
import { STATUS_COLOURS, STATUS_KEYS, marginText, toPence, toPounds } from './display';
import { type FormManifestRow, ManifestFields } from './ManifestFields';
import { type FormQuantityTerms, QuantityTermsFields } from './QuantityTermsFields';
import { lotGrade } from '@clearlot/contract/rules/lot';
import './listings.css';

interface FormSku extends FormQuantityTerms {
  id?: number;
  options: ListingOption[];
  image: string | null;
  price?: number;
  referencePrice?: number;
  weightGrams?: number;
  lengthMm?: number;
  widthMm?: number;
  heightMm?: number;
  quantity?: number;
  stock: Array<{ warehouseCode?: string; quantity?: number }>;
}

interface FormValues {
  nameEn: string;
  nameZh: string;
  sellingPointEn: string;
  sellingPointZh: string;
  descriptionEn: string;
  descriptionZh: string;
  category?: number[];
  brandId?: number;
  condition?: number;
  vatRate?: VatRate;
  skus: FormSku[];
  manifest: FormManifestRow[];
}

const EMPTY_SKU: FormSku = { options: [], image: null, stock: [], minQuantity: 1, casePack: 1, priceTiers: [] };

/** A rule for a price typed in pounds: checked as the pence the contract takes. */
const penceRule = (min: number): FormRule => ({
  validator: async (_rule, pounds: number | null | undefined) => {
    if (pounds === null || pounds === undefined) throw new Error(validationText('required'));
    const pence = toPence(pounds)!;
    if (pence > LISTING_PRICE_MAX_PENCE) throw new Error(validationText('amountTooLarge'));
    if (pence < min) throw new Error(validationText('invalidValue'));
  },
});

const toForm = (listing: ListingDetail): FormValues => ({
  nameEn: listing.nameEn,
  nameZh: listing.nameZh,
  sellingPointEn: listing.sellingPointEn,
  sellingPointZh: listing.sellingPointZh,
  descriptionEn: listing.descriptionEn,
  descriptionZh: listing.descriptionZh,
  category: [listing.category1Id, listing.categoryId],
  brandId: listing.brandId,
  condition: listing.condition,
  vatRate: listing.vatRate,
  skus: listing.skus.map((sku) => ({
    id: sku.id,
    options: sku.options,
    image: sku.image,
    price: toPounds(sku.price),
    referencePrice: toPounds(sku.referencePrice),
    // the generated catalogue has no sizes yet: the form asks for them
    ...(sku.weightGrams > 0 ? { weightGrams: sku.weightGrams } : {}),
    ...(sku.lengthMm > 0 ? { lengthMm: sku.lengthMm, widthMm: sku.widthMm, heightMm: sku.heightMm } : {}),
    quantity: sku.quantity,
    stock: [],
    minQuantity: sku.minQuantity,
    casePack: sku.casePack,
    priceTiers: sku.priceTiers.map((tier) => ({ minQuantity: tier.minQuantity, price: toPounds(tier.price) })),
  })),
  manifest: listing.manifest.map((row) => ({ ...row, retailValue: toPounds(row.retailValue) })),
});

function toBody(values: FormValues, pictures: string[]) {
  return {
    nameEn: values.nameEn,
    nameZh: values.nameZh,
    sellingPointEn: values.sellingPointEn ?? '',
    sellingPointZh: values.sellingPointZh ?? '',
    descriptionEn: values.descriptionEn ?? '',
    descriptionZh: values.descriptionZh ?? '',
    categoryId: values.category?.at(-1) ?? 0,
    brandId: values.brandId ?? 0,
    condition: values.condition as CreateListingBody['condition'],
    vatRate: values.vatRate ?? DEFAULT_VAT_RATE,
    pictures,
    skus: values.skus.map((sku) => ({
      ...(sku.id !== undefined ? { id: sku.id } : {}),
      options: sku.options ?? [],
      image: sku.image ?? null,
      price: toPence(sku.price) ?? 0,
      referencePrice: toPence(sku.referencePrice) ?? 0,
      weightGrams: sku.weightGrams ?? 0,
      lengthMm: sku.lengthMm ?? 0,
      widthMm: sku.widthMm ?? 0,
      heightMm: sku.heightMm ?? 0,
      minQuantity: sku.minQuantity ?? 1,
      casePack: sku.casePack ?? 1,
      priceTiers: (sku.priceTiers ?? []).map((tier) => ({ minQuantity: tier?.minQuantity ?? 0, price: toPence(tier?.price) ?? 0 })),
      stock:
        sku.id === undefined
          ? (sku.stock ?? []).filter((line) => line.warehouseCode && line.quantity).map((line) => ({ warehouseCode: line.warehouseCode!, quantity: line.quantity! }))
          : [],
    })),
    manifest: (values.manifest ?? []).map((row) => ({
      description: row?.description ?? '',
      quantity: row?.quantity ?? 0,
      retailValue: toPence(row?.retailValue) ?? -1,
      condition: (row?.condition ?? 0) as CreateListingBody['condition'],
    })),
  };
}

function Pictures({ pictures, onChange, onAdd }: { pictures: string[]; onChange: (next: string[]) => void; onAdd: (path: string) => void }) {
  const { t } = useTranslation('listings');
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [picture] = next.splice(from, 1);
    next.splice(to, 0, picture!);
    onChange(next);
  };
  return (
    <div>
      <div className="listing-editor__pictures" role="list" aria-label={t('editor.pictures')}>
        {pictures.map((path, index) => (
          <div key={path} role="listitem" className={`listing-editor__picture${index === 0 ? ' listing-editor__picture--cover' : ''}`} data-testid="listing-picture">
            {/mp4$/i.test(path) ? (
              <video src={path} width={96} height={96} muted />
            ) : (
              <img src={listingPictureVariant(path, 'thumb')} width={96} height={96} alt={t('editor.pictureAlt', { index: index + 1 })} style={{ objectFit: 'contain' }} />
            )}
            {index === 0 ? (
              <Tag color="green">{t('editor.cover')}</Tag>
            ) : (
              <Button size="small" onClick={() => move(index, 0)}>
                {t('editor.makeCover')}
              </Button>
            )}
            <Space size={4}>
              <Button size="small" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('editor.moveEarlier')}>
                ←
              </Button>
              <Button size="small" disabled={index === pictures.length - 1} onClick={() => move(index, index + 1)} aria-label={t('editor.moveLater')}>
                →
              </Button>
              <Button size="small" danger onClick={() => onChange(pictures.filter((p) => p !== path))}>
                {t('editor.removePicture')}
              </Button>
            </Space>
          </div>
        ))}
      </div>
      <Upload
        accept=".jpg,.jpeg,.png"
        multiple
        showUploadList={false}
        disabled={pictures.length >= LISTING_PICTURES_MAX}
        beforeUpload={(file) => {
          setUploading((n) => n + 1);
          uploadListingPicture(file)
            .then((picture) => onAdd(picture.path))
            .catch((error: unknown) => void message.warning(error instanceof PictureRefused ? error.message : t('editor.uploadFailed')))
            .finally(() => setUploading((n) => n - 1));
          return false;
        }}
      >
        <Button loading={uploading > 0} disabled={pictures.length >= LISTING_PICTURES_MAX} data-testid="listing-upload">
          {t('editor.upload')}
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" className="listing-editor__hint">
        {t('editor.picturesHint', { max: LISTING_PICTURES_MAX })}
      </Typography.Paragraph>
    </div>
  );
}

function SkuCard({ index, remove, pictures, canRemove }: { index: number; remove: () => void; pictures: string[]; canRemove: boolean }) {
  const { t, language } = useTranslation('listings');
  const form = Form.useFormInstance<FormValues>();
  // preserve: the option's id and units on the shelves are no fields of the form, yet say whether it is new
  const sku = Form.useWatch(['skus', index], { form, preserve: true }) as FormSku | undefined;
  const warehouses = useWarehouses();
  const margin = listingMargin(toPence(sku?.price) ?? 0, toPence(sku?.referencePrice) ?? 0);
  const isNew = sku?.id === undefined;
  return (
    <Card
      size="small"
      className="listing-editor__sku"
      title={t('editor.skuTitle', { index: index + 1 })}
      extra={
        canRemove && (
          <Button size="small" danger onClick={remove}>
            {t('editor.removeSku')}
          </Button>
        )
      }
      data-testid="listing-sku"
    >
      <Form.List name={[index, 'options']}>
        {(fields, { add, remove: removeOption }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key}>
                {(['nameEn', 'name', 'valueEn', 'value'] as const).map((part) => (
                  <Col xs={12} md={5} key={part}>
                    <Form.Item name={[field.name, part]} label={t(`editor.option.${part}`)} rules={[schemaRule(ListingOption.shape[part])]}>
                      <Input maxLength={part.startsWith('name') ? 40 : 60} />
                    </Form.Item>
                  </Col>
                ))}
                <Col xs={24} md={4}>
                  <Form.Item label=" ">
                    <Button onClick={() => removeOption(field.name)}>{t('editor.option.remove')}</Button>
                  </Form.Item>
                </Col>
              </Row>
            ))}
            {fields.length < LISTING_OPTIONS_MAX && (
              <Button size="small" onClick={() => add({ name: '', nameEn: '', value: '', valueEn: '' })} style={{ marginBottom: 12 }}>
                {t('editor.option.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'price']} label={t('editor.price')} rules={[penceRule(1)]} required>
            <InputNumber prefix="£" min={0} precision={2} style={{ width: '100%' }} data-testid="listing-price" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'referencePrice']} label={t('editor.referencePrice')} rules={[penceRule(0)]} required tooltip={t('editor.referenceHint')}>
            <InputNumber prefix="£" min={0} precision={2} style={{ width: '100%' }} data-testid="listing-reference-price" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label={t('editor.margin')} tooltip={t('editor.marginHint')}>
            <Typography.Text strong data-testid="listing-margin">
              {marginText(margin)}
            </Typography.Text>
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name={[index, 'image']} label={t('editor.skuPicture')}>
            <Select
              allowClear
              placeholder={t('editor.skuPictureCover')}
              options={pictures.map((path, n) => ({ value: path, label: t('editor.pictureAlt', { index: n + 1 }) }))}
              onClear={() => form.setFieldValue(['skus', index, 'image'], null)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item name={[index, 'weightGrams']} label={t('editor.weight')} rules={[schemaRule(ListingSkuInput.shape.weightGrams)]} required>
            <InputNumber suffix="g" min={1} precision={0} style={{ width: '100%' }} data-testid="listing-weight" />
          </Form.Item>
        </Col>
        {(['lengthMm', 'widthMm', 'heightMm'] as const).map((side) => (
          <Col xs={12} md={6} key={side}>
            <Form.Item name={[index, side]} label={t(`editor.${side}`)} rules={[schemaRule(ListingSkuInput.shape[side])]} required>
              <InputNumber suffix="mm" min={1} precision={0} style={{ width: '100%' }} data-testid={`listing-${side}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <QuantityTermsFields index={index} />
      {isNew ? (
        <Form.List name={[index, 'stock']}>
          {(fields, { add, remove: removeLine }) => (
            <>
              <Typography.Text strong>{t('editor.openingStock')}</Typography.Text>
              {fields.map((field) => (
                <Row gutter={8} key={field.key}>
                  <Col xs={12} md={10}>
                    <Form.Item name={[field.name, 'warehouseCode']} label={t('editor.warehouse')} rules={[schemaRule(StockLineInput.shape.warehouseCode)]}>
                      <Select options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseCode, label: warehouseNameOf(w, language) }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={8}>
                    <Form.Item name={[field.name, 'quantity']} label={t('editor.quantity')} rules={[schemaRule(StockLineInput.shape.quantity)]}>
                      <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="listing-opening-quantity" />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={6}>
                    <Form.Item label=" ">
                      <Button onClick={() => removeLine(field.name)}>{t('editor.option.remove')}</Button>
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <div>
                <Button size="small" onClick={() => add({ warehouseCode: warehouses.data?.[0]?.warehouseCode, quantity: 1 })} data-testid="listing-add-stock">
                  {t('editor.addStock')}
                </Button>
              </div>
            </>
          )}
        </Form.List>
      ) : (
        <Typography.Text type="secondary">{t('editor.stockOnShelves', { count: sku?.quantity ?? 0 })}</Typography.Text>
      )}
    </Card>
  );
}

/**
 * /console/listings/new and /console/listings/:id: the listing editor. Names and descriptions in both
 * languages, category, brand, condition grade, pictures (upload, order, cover), options with their own
 * picture, price and reference price (the margin shown is derived, never typed), weight and size, its
 * minimum order, case pack and price tiers; a new option's opening stock. Fields are checked by the contract's schemas, as the server checks them; an
 * edit carries the version it opened, so someone else's change in the meantime is reported, not overwritten.
 */
export default function ListingEditorPage() {
  const { t, language } = useTranslation('listings');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const listing = useListing(id);
  const categories = useCategories();
  const brands = useBrands();

  if (id !== null && listing.isError) {
    return <Result status="404" title={t('editor.notFound')} extra={<Link to={consolePaths.listings.path}>{t('editor.back')}</Link>} />;
  }
  if (id !== null && !listing.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <Editor
      key={`${id ?? 'new'}-${listing.data?.version ?? 0}`}
      listing={listing.data ?? null}
      categoryOptions={(categories.data ?? []).map((c) => ({
        value: c.id,
        label: categoryNameOf(c, language),
        children: (c.children ?? []).map((child) => ({ value: child.id, label: categoryNameOf(child, language) })),
      }))}
      brandOptions={(brands.data ?? []).map((b) => ({ value: b.id, label: brandNameOf(b, language) }))}
      onCreated={(created) => {
        void message.success(t('done.created'));
        void navigate(consolePaths.listing.to(created.id), { replace: true });
      }}
      reload={() => void listing.refetch()}
    />
  );
}

function Editor({
  listing,
  categoryOptions,
  brandOptions,
  onCreated,
  reload,
}: {
  listing: ListingDetail | null;
  categoryOptions: Array<{ value: number; label: string; children: Array<{ value: number; label: string }> }>;
  brandOptions: Array<{ value: number; label: string }>;
  onCreated: (listing: ListingDetail) => void;
  reload: () => void;
}) {
  const { t, language } = useTranslation('listings');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [pictures, setPictures] = useState<string[]>(listing?.pictures ?? []);
  const [picturesMissing, setPicturesMissing] = useState(false);
  const [conflict, setConflict] = useState(false);
  // one key per listing this form creates: a retried save makes it once
  const createKey = useRef(crypto.randomUUID());
  const initialValues = useMemo<FormValues>(
    () =>
      listing
        ? toForm(listing)
        : {
            nameEn: '',
            nameZh: '',
            sellingPointEn: '',
            sellingPointZh: '',
            descriptionEn: '',
            descriptionZh: '',
            condition: CONDITION_GRADES[0],
            vatRate: DEFAULT_VAT_RATE,
            skus: [EMPTY_SKU],
            manifest: [],
          },
    [listing],
  );
  // a lot is listed under its lowest row grade: the condition follows the manifest
  const manifest = Form.useWatch('manifest', { form, preserve: true }) as FormManifestRow[] | undefined;
  const grade = lotGrade((manifest ?? []).filter((row) => row?.condition !== undefined) as Array<{ condition: number }>);
  useEffect(() => {
    if (grade !== null && form.getFieldValue('condition') !== grade) form.setFieldValue('condition', grade);
  }, [grade, form]);
  const create = useListingWrite((body: CreateListingBody) => api.post(ApiPath.product.createListing, body));
  const update = useListingWrite((body: UpdateListingBody) => api.post(ApiPath.product.updateListing, body));
  const publish = useListingWrite((id: number) => api.post(ApiPath.product.publishListing, { id }));
  const unpublish = useListingWrite((id: number) => api.post(ApiPath.product.unpublishListing, { id }));

  const save = () => {
    // the whole form as it stands, not onFinish's values: those hold only the registered fields, and an option's
    // id (kept, never shown) is none, so an edit would withdraw every option and add it again without its stock
    const values = form.getFieldsValue(true) as FormValues;
    if (pictures.length === 0) {
      setPicturesMissing(true);
      return;
    }
    const body = toBody(values, pictures);
    if (!listing) {
      create.mutate({ ...body, clientKey: createKey.current }, { onSuccess: onCreated });
      return;
    }
    update.mutate(
      { ...body, id: listing.id, version: listing.version },
      {
        onSuccess: () => void message.success(t('done.saved')),
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCatalogue.listingChanged.code) setConflict(true);
        },
      },
    );
  };

  return (
    <section className="listing-editor" aria-labelledby="listing-editor-title">
      <header className="desk__header">
        <h1 id="listing-editor-title" className="desk__title">
          {listing ? byLanguage(language, listing.nameZh, listing.nameEn) : t('editor.newTitle')}
        </h1>
        <Space>
          {listing && <Tag color={STATUS_COLOURS[listing.status]}>{t(`status.${STATUS_KEYS[listing.status]}`)}</Tag>}
          {listing && <Link to={consolePaths.listingStock.to(listing.id)}>{t('actions.stock')}</Link>}
          <Link to={consolePaths.listings.path}>{t('editor.back')}</Link>
        </Space>
      </header>
      {conflict && (
        <Alert
          type="warning"
          showIcon
          title={t('editor.conflictTitle')}
          description={t('editor.conflictText')}
          action={
            <Button size="small" onClick={reload} data-testid="listing-reload">
              {t('editor.reload')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<FormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={save} scrollToFirstError>
        <Card title={t('editor.about')} size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="nameEn" label={t('editor.nameEn')} rules={[schemaRule(ListingFieldSchemas.nameEn)]} required>
                <Input maxLength={200} data-testid="listing-name-en" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="nameZh" label={t('editor.nameZh')} rules={[schemaRule(ListingFieldSchemas.nameZh)]} required>
                <Input maxLength={200} data-testid="listing-name-zh" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="sellingPointEn" label={t('editor.sellingPointEn')} rules={[schemaRule(ListingFieldSchemas.sellingPointEn)]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="sellingPointZh" label={t('editor.sellingPointZh')} rules={[schemaRule(ListingFieldSchemas.sellingPointZh)]}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="descriptionEn" label={t('editor.descriptionEn')} rules={[schemaRule(ListingFieldSchemas.descriptionEn)]}>
                <Input.TextArea rows={4} maxLength={5000} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="descriptionZh" label={t('editor.descriptionZh')} rules={[schemaRule(ListingFieldSchemas.descriptionZh)]}>
                <Input.TextArea rows={4} maxLength={5000} showCount />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="category" label={t('editor.category')} rules={[{ required: true, message: validationText('required') }]}>
                <Cascader options={categoryOptions} placeholder={t('editor.categoryPlaceholder')} showSearch data-testid="listing-category" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="brandId" label={t('editor.brand')} rules={[schemaRule(ListingFieldSchemas.brandId)]} required>
                <Select options={brandOptions} showSearch={{ optionFilterProp: 'label' }} placeholder={t('editor.brandPlaceholder')} data-testid="listing-brand" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="condition" label={t('editor.condition')} rules={[schemaRule(ListingFieldSchemas.condition)]} required tooltip={t('editor.conditionHint')}>
                <Select options={CONDITION_GRADES.map((value) => ({ value, label: t(`condition.${value}`) }))} disabled={grade !== null} data-testid="listing-condition" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="vatRate" label={t('editor.vatRate')} rules={[schemaRule(ListingFieldSchemas.vatRate)]} required tooltip={t('editor.vatRateHint')}>
                <Select options={VAT_RATES.map((rate) => ({ value: rate, label: t(`vatRate.${rate}`) }))} data-testid="listing-vat-rate" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('editor.pictures')} size="small" style={{ marginBottom: 16 }}>
          <Pictures
            pictures={pictures}
            onAdd={(path) => {
              setPictures((current) => (current.length < LISTING_PICTURES_MAX && !current.includes(path) ? [...current, path] : current));
              setPicturesMissing(false);
            }}
            onChange={(next) => {
              setPictures(next);
              if (next.length > 0) setPicturesMissing(false);
              // an option's picture that was removed falls back to the cover
              const skus = (form.getFieldValue('skus') ?? []) as FormSku[];
              skus.forEach((sku, index) => {
                if (sku.image && !next.includes(sku.image)) form.setFieldValue(['skus', index, 'image'], null);
              });
            }}
          />
          {picturesMissing && <Typography.Text type="danger">{t('editor.picturesRequired')}</Typography.Text>}
        </Card>
        <ManifestFields listingId={listing?.id ?? null} />
        <Divider titlePlacement="start">{t('editor.skus')}</Divider>
        <Form.List name="skus">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <SkuCard key={field.key} index={field.name} remove={() => remove(field.name)} pictures={pictures} canRemove={fields.length > 1} />
              ))}
              {fields.length < LISTING_SKUS_MAX && (
                <Button onClick={() => add({ ...EMPTY_SKU, options: [{ name: '', nameEn: '', value: '', valueEn: '' }] })} data-testid="listing-add-sku">
                  {t('editor.addSku')}
                </Button>
              )}
              <Typography.Paragraph type="secondary">{t('editor.skusHint')}</Typography.Paragraph>
            </>
          )}
        </Form.List>
        <div className="listing-editor__actions">
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending} data-testid="listing-save">
              {listing ? t('editor.save') : t('editor.create')}
            </Button>
            {listing &&
              (listing.status === ListingStatus.OnSale ? (
                <Button loading={unpublish.isPending} onClick={() => unpublish.mutate(listing.id, { onSuccess: () => void message.success(t('done.unpublished')) })}>
                  {t('actions.unpublish')}
                </Button>
              ) : (
                <Button
                  loading={publish.isPending}
                  onClick={() => publish.mutate(listing.id, { onSuccess: () => void message.success(t('done.published')) })}
                  data-testid="listing-editor-publish"
                >
                  {t('actions.publish')}
                </Button>
              ))}
          </Space>
        </div>
      </Form>
    </section>
  );
}
