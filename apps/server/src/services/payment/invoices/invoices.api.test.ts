/**
 * VAT invoices and credit notes on both engines (issue 35 item 3): one invoice per paid order, issued once,
 * numbered without gaps under parallel payments; a credit note for a refund, referring to its invoice; the
 * PDF in English and Chinese with every field a full VAT invoice needs, the same bytes every time; another
 * account's document not found; nothing changes once issued.
 */
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type VatDocumentList, type VatDocumentPage, vatOn } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { APPROVED_CARD, type GoodsOwner, PAY, type TestBuyer, demoOwner, makeBuyer, paidOrder, refund, userWithRole } from '../refund/testing';

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;

describe.each(engines)('VAT invoices and credit notes on %s', (engine) => {
  let t: TestApp;
  let owner: GoodsOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
  });
  afterAll(() => t.close());

  const documents = (orderNo: string, token: string) => t.post<VatDocumentList>(`${PAY}/vatDocument/ofOrder`, { orderNo }, token);
  const download = (documentNo: string, token: string | null, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `${PAY}/vatDocument/pdf/${documentNo}?lang=${lang}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('issues one invoice for a paid order, in the goods owner’s name and VAT number, with its VAT per rate', async () => {
    const buyer = await makeBuyer(t);
    const order = await paidOrder(t, buyer, owner, [1_999, 2_500], { card: APPROVED_CARD }, 3, 'standard');
    const list = (await documents(order.orderNo, buyer.token)).body.data.list;
    expect(list).toHaveLength(1);
    const [invoice] = list;
    expect(invoice!.kind).toBe('invoice');
    expect(invoice!.documentNo).toMatch(/^INV-\d{8}$/);
    expect(invoice!.gross).toBe(order.paid);
    expect(invoice!.net + invoice!.vat).toBe(invoice!.gross);
    expect(invoice!.byRate).toEqual([{ rate: 'standard', net: invoice!.net, vat: invoice!.vat }]);
    const [supplier] = await t.db.query<{ legalName: string; vatNumber: string }>('select legal_name as "legalName", vat_number as "vatNumber" from goods_owner where id = $1', [
      owner.ownerId,
    ]);
    expect(invoice!.supplierName).toBe(supplier!.legalName);
    expect(supplier!.vatNumber).toMatch(/^GB\d{9}$/);

    // the stored lines: each goods line at its unit price ex VAT with its VAT rounded on the line, and the delivery
    const lines = await t.db.query<{ kind: string; quantity: number; unitPrice: number; net: number; vat: number }>(
      `select l.kind, l.quantity, l.unit_price as "unitPrice", l.net_amount as net, l.vat_amount as vat
         from vat_document_line l join vat_document d on d.id = l.document_id where d.document_no = $1 order by l.position`,
      [invoice!.documentNo],
    );
    expect(lines.slice(0, 2)).toEqual([
      { kind: 'goods', quantity: 3, unitPrice: 1_999, net: 5_997, vat: vatOn(5_997, 'standard') },
      { kind: 'goods', quantity: 3, unitPrice: 2_500, net: 7_500, vat: 1_500 },
    ]);
    expect(lines[2]!.kind).toBe('delivery');

    // the PDF, in both languages: every field of a full VAT invoice
    const english = await download(invoice!.documentNo, buyer.token, 'en');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(english.rawPayload));
    for (const field of [
      'VAT INVOICE',
      invoice!.documentNo,
      'Date of issue',
      'Time of supply',
      supplier!.legalName,
      supplier!.vatNumber,
      'Test Trading Ltd',
      'SW1A 2AA',
      'Unit price ex VAT',
      '20%',
      'Total net',
      'Total VAT',
      'Total including VAT',
      '£19.99',
    ])
      expect(text, field).toContain(field);
    const chinese = await pdfText(new Uint8Array((await download(invoice!.documentNo, buyer.token, 'zh')).rawPayload));
    for (const field of ['增值税发票', invoice!.documentNo, '开具日期', '供货时间', '供货方', '购买方', '不含税单价', '增值税合计', '含税总额'])
      expect(chinese, field).toContain(field);
    // drawn from the stored rows: the same bytes every time
    expect(Buffer.compare(english.rawPayload, (await download(invoice!.documentNo, buyer.token, 'en')).rawPayload)).toBe(0);
    // a subset of the font is embedded, not the 10 MB file
    expect(english.rawPayload.length).toBeLessThan(400_000);
  });

  it('issues a credit note for a refund, referring to the invoice, in its own sequence', async () => {
    const buyer = await makeBuyer(t);
    const order = await paidOrder(t, buyer, owner, [3_000], { card: APPROVED_CARD }, 2, 'standard');
    const [invoice] = (await documents(order.orderNo, buyer.token)).body.data.list;
    await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 3_600 }]);
    const list = (await documents(order.orderNo, buyer.token)).body.data.list;
    expect(list.map((doc) => doc.kind)).toEqual(['invoice', 'creditNote']);
    const credit = list[1]!;
    expect(credit.documentNo).toMatch(/^CN-\d{8}$/);
    expect(credit.invoiceNo).toBe(invoice!.documentNo);
    expect(credit.refundNo).toMatch(/^RF/);
    // £36.00 back, VAT-inclusive at 20%: £30.00 net and £6.00 VAT
    expect(credit).toMatchObject({ net: 3_000, vat: 600, gross: 3_600, byRate: [{ rate: 'standard', net: 3_000, vat: 600 }] });
    const text = await pdfText(new Uint8Array((await download(credit.documentNo, buyer.token)).rawPayload));
    for (const field of ['CREDIT NOTE', credit.documentNo, 'Corrects invoice', invoice!.documentNo, '£6.00', '£36.00']) expect(text, field).toContain(field);
    const chinese = await pdfText(new Uint8Array((await download(credit.documentNo, buyer.token, 'zh')).rawPayload));
    expect(chinese).toContain('贷项通知单');
    // the rest, with the delivery: a second credit note, the next number
    await refund(t, order, [{ orderItemId: order.itemIds[0]!, amount: 3_600 }]);
    const after = (await documents(order.orderNo, buyer.token)).body.data.list;
    expect(after).toHaveLength(3);
    const numbers = after.slice(1).map((doc) => Number(doc.documentNo.slice(3)));
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(after[2]!.gross).toBe(order.paid - 3_600);
  });

  it('numbers 20 invoices paid in parallel without a gap or a repeat, one per order', async () => {
    const [before] = await t.db.query<{ last: number }>(`select last_number as last from vat_document_counter where kind = 'invoice'`);
    const buyers: TestBuyer[] = [];
    for (let i = 0; i < 20; i += 1) buyers.push(await makeBuyer(t));
    const orders = await Promise.all(buyers.map((buyer) => paidOrder(t, buyer, owner, [2_500], { card: APPROVED_CARD }, 1, 'standard')));
    // and the same trades paid again: refused, nothing issued twice
    for (const order of orders.slice(0, 3)) {
      const again = await t.post(`${PAY}/pay/balance`, { tradeNo: order.tradeNo, amount: order.paid, paymentKey: randomUUID(), paymentPassword: '246810' }, buyers[0]!.token);
      expect(again.body.code).not.toBe(200);
    }
    const rows = await t.db.query<{ number: number; orderId: number }>(
      `select number, order_id as "orderId" from vat_document where kind = 'invoice' and order_id = any($1::bigint[]) order by number`,
      [orders.map((order) => order.orderId)],
    );
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(20);
    const numbers = rows.map((row) => Number(row.number));
    expect(numbers[numbers.length - 1]! - numbers[0]! + 1).toBe(20);
    const [after] = await t.db.query<{ last: number }>(`select last_number as last from vat_document_counter where kind = 'invoice'`);
    expect(Number(after!.last) - Number(before!.last)).toBe(20);
    // no gaps in the whole sequence
    const [all] = await t.db.query<{ n: number; top: number }>(`select count(*)::int as n, max(number)::int as top from vat_document where kind = 'invoice'`);
    expect(all!.n).toBe(all!.top);
  });

  it('refuses another buyer’s documents as not found; the goods owner sees their own, finance all', async () => {
    const buyer = await makeBuyer(t);
    const order = await paidOrder(t, buyer, owner, [2_500], { card: APPROVED_CARD }, 1, 'standard');
    const [invoice] = (await documents(order.orderNo, buyer.token)).body.data.list;
    const stranger = await makeBuyer(t);
    expect((await documents(order.orderNo, stranger.token)).body.code).toBe(6012);
    const refused = await download(invoice!.documentNo, stranger.token);
    expect(refused.statusCode).toBe(404);
    expect(JSON.parse(refused.body).code).toBe(4780);
    expect((await download('INV-99999999', buyer.token)).statusCode).toBe(404);
    expect((await download('not-a-number', buyer.token)).statusCode).toBe(404);
    expect((await download(invoice!.documentNo, null)).statusCode).toBe(401);
    // the goods owner: their own shop's
    expect((await documents(order.orderNo, owner.token)).body.data.list.map((doc) => doc.documentNo)).toEqual([invoice!.documentNo]);
    expect((await download(invoice!.documentNo, owner.token)).statusCode).toBe(200);
    const otherSeller = await userWithRole(t, Role.Seller);
    expect((await download(invoice!.documentNo, otherSeller)).statusCode).toBe(404);
    // finance: any, and the list of all
    const finance = await userWithRole(t, Role.Finance);
    expect((await download(invoice!.documentNo, finance)).statusCode).toBe(200);
    const page = await t.post<VatDocumentPage>(`${PAY}/platform/vatDocument/list`, { pageNum: 1, pageSize: 10, keyword: order.orderNo }, finance);
    expect(page.body.data.list.map((doc) => doc.documentNo)).toEqual([invoice!.documentNo]);
    expect((await t.post(`${PAY}/platform/vatDocument/list`, { pageNum: 1, pageSize: 10 }, buyer.token)).body.code).not.toBe(200);
  });

  it('never changes an issued document', async () => {
    const buyer = await makeBuyer(t);
    const order = await paidOrder(t, buyer, owner, [2_500], { card: APPROVED_CARD }, 1, 'standard');
    await expect(t.db.query(`update vat_document set gross_amount = 1 where order_id = $1`, [order.orderId])).rejects.toThrow(/never changes/);
    await expect(t.db.query(`delete from vat_document_line where document_id in (select id from vat_document where order_id = $1)`, [order.orderId])).rejects.toThrow(
      /never changes/,
    );
  });
});
