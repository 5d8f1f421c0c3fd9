/**
 * The goods owner's legal details for VAT invoices on both engines (issue 35 item 3): read and saved by the
 * owner only (a buyer, finance staff and a visitor refused; always the caller's own shop, never another's);
 * bad VAT and company numbers refused with the contract's words, changing nothing; an invoice issued after a
 * change carries the new details, and one issued before keeps the old ones (it is stored as issued).
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ErrorCatalogue, type LegalDetails, type LegalDetailsInput, Role, ValidationMessages, type VatDocumentList } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { APPROVED_CARD, type GoodsOwner, PAY, demoOwner, makeBuyer, paidOrder, userWithRole } from '../../payment/refund/testing';
import { createShopFor } from './service';

const P = ApiPath.product;
const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;

const NEW_DETAILS: LegalDetailsInput = {
  legalName: 'Northwind Surplus Holdings Limited',
  addressLine1: '  12 Canal Wharf ',
  addressLine2: 'Unit 4',
  town: 'Leeds',
  postcode: 'ls1 4ap',
  companyNumber: '1234567',
  vatNumber: '123 4567 82',
};

describe.each(engines)("the goods owner's legal details on %s", (engine) => {
  let t: TestApp;
  let owner: GoodsOwner;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
  }, 120_000);
  afterAll(() => t?.close());

  const read = (token: string) => t.post<LegalDetails>(P.ownerLegalDetails, {}, token);
  const save = (body: unknown, token: string) => t.post<LegalDetails>(P.updateOwnerLegalDetails, body, token);
  const invoiceOf = async (orderNo: string, token: string) => {
    const list = (await t.post<VatDocumentList>(`${PAY}/vatDocument/ofOrder`, { orderNo }, token)).body.data.list;
    expect(list).toHaveLength(1);
    return list[0]!;
  };
  const storedSupplier = async (documentNo: string) => {
    const [row] = await t.db.query<{ supplier: Record<string, string> }>('select supplier from vat_document where document_no = $1', [documentNo]);
    return row!.supplier;
  };

  it('refuses buyers, finance staff and visitors on both calls', async () => {
    for (const token of [(await makeBuyer(t)).token, await userWithRole(t, Role.Finance)]) {
      for (const answer of [await read(token), await save(NEW_DETAILS, token)]) {
        expect([answer.status, answer.body.code]).toEqual([403, ErrorCatalogue.insufficientPermissions.code]);
      }
    }
    expect((await t.post(P.ownerLegalDetails, {})).body.code).toBe(ErrorCatalogue.notSignedIn.code);
    expect((await t.post(P.updateOwnerLegalDetails, NEW_DETAILS)).body.code).toBe(ErrorCatalogue.notSignedIn.code);
  });

  it('refuses a bad VAT or company number, a missing field or another shop’s id, and changes nothing', async () => {
    const before = (await read(owner.token)).body.data;
    const refusals: Array<[Partial<LegalDetailsInput> & Record<string, unknown>, string]> = [
      [{ vatNumber: 'GB123456789' }, ValidationMessages.vatCheckDigits.en],
      [{ vatNumber: 'FR12345678901' }, ValidationMessages.vatFormatUk.en],
      [{ vatNumber: '' }, ValidationMessages.required.en],
      [{ companyNumber: 'XX123456' }, ValidationMessages.companyNumberInvalid.en],
      [{ companyNumber: '123456789' }, ValidationMessages.companyNumberInvalid.en],
      [{ postcode: 'NOT A CODE' }, ValidationMessages.postcodeInvalid.en],
      [{ legalName: '   ' }, ValidationMessages.required.en],
      [{ town: '' }, ValidationMessages.required.en],
    ];
    for (const [change, message] of refusals) {
      const answer = await save({ ...NEW_DETAILS, ...change }, owner.token);
      expect([answer.status, answer.body.code], JSON.stringify(change)).toEqual([400, ErrorCatalogue.validationFailed.code]);
      expect(JSON.stringify(answer.body.data)).toContain(message);
    }
    const withOwnerId = await save({ ...NEW_DETAILS, ownerId: owner.ownerId + 1 }, owner.token);
    expect(withOwnerId.body.code).toBe(ErrorCatalogue.validationFailed.code);
    expect((await t.post(P.ownerLegalDetails, { ownerId: owner.ownerId + 1 }, owner.token)).body.code).toBe(ErrorCatalogue.validationFailed.code);
    expect((await read(owner.token)).body.data).toEqual(before);
  });

  it('reads and saves the details, and an invoice issued before keeps the old ones while one issued after carries the new', async () => {
    const buyer = await makeBuyer(t);
    const before = (await read(owner.token)).body.data;
    expect(before.legalName).not.toBe('');
    const earlier = await invoiceOf((await paidOrder(t, buyer, owner, [2_500], { card: APPROVED_CARD }, 1, 'standard')).orderNo, buyer.token);
    expect(earlier.supplierName).toBe(before.legalName);

    const saved = await save(NEW_DETAILS, owner.token);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      legalName: 'Northwind Surplus Holdings Limited',
      addressLine1: '12 Canal Wharf',
      addressLine2: 'Unit 4',
      town: 'Leeds',
      postcode: 'LS1 4AP',
      companyNumber: '01234567',
      vatNumber: 'GB123456782',
      registeredAddress: '12 Canal Wharf, Unit 4, Leeds, LS1 4AP',
    });
    expect(saved.body.data.updatedAt).toBeGreaterThan(0);
    expect((await read(owner.token)).body.data).toEqual(saved.body.data);

    const later = await invoiceOf((await paidOrder(t, buyer, owner, [2_500], { card: APPROVED_CARD }, 1, 'standard')).orderNo, buyer.token);
    expect(later.supplierName).toBe('Northwind Surplus Holdings Limited');
    expect(await storedSupplier(later.documentNo)).toMatchObject({
      name: 'Northwind Surplus Holdings Limited',
      address: '12 Canal Wharf, Unit 4, Leeds, LS1 4AP',
      vatNumber: 'GB123456782',
      companyNumber: '01234567',
    });
    const pdf = await t.app.inject({ method: 'GET', url: `${PAY}/vatDocument/pdf/${later.documentNo}?lang=en`, headers: { authorization: `Bearer ${buyer.token}` } });
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    for (const field of ['Northwind Surplus Holdings Limited', 'LS1 4AP', 'GB123456782', 'Company number: 01234567']) expect(text, field).toContain(field);

    // the invoice issued before: its list entry, its stored supplier and its PDF still say what they said
    expect((await invoiceOf(earlier.orderNo, buyer.token)).supplierName).toBe(before.legalName);
    expect(await storedSupplier(earlier.documentNo)).toMatchObject({ name: before.legalName, address: before.registeredAddress, vatNumber: before.vatNumber });
    const oldPdf = await t.app.inject({ method: 'GET', url: `${PAY}/vatDocument/pdf/${earlier.documentNo}?lang=en`, headers: { authorization: `Bearer ${buyer.token}` } });
    const oldText = await pdfText(new Uint8Array(oldPdf.rawPayload));
    expect(oldText).toContain(before.legalName);
    expect(oldText).not.toContain('Northwind');
  });

  it('answers each goods owner their own shop’s details only', async () => {
    const mine = (await read(owner.token)).body.data;
    const other = await userWithRole(t, Role.Seller);
    // the account userWithRole just made: the newest with the goods owner's role
    const [session] = await t.db.query<{ userId: number }>('select max(user_id) as "userId" from user_role where role_id = $1', [Role.Seller]);
    await t.db.transaction((tx) => createShopFor(tx, session!.userId, 'Other Shop', { legalName: 'Other Shop Trading Ltd', vatNumber: 'GB999999973' }));
    const theirs = (await read(other)).body.data;
    expect(theirs).toMatchObject({ legalName: 'Other Shop Trading Ltd', vatNumber: 'GB999999973' });
    const saved = await save({ ...NEW_DETAILS, legalName: 'Other Shop Renamed Ltd' }, other);
    expect(saved.body.data.legalName).toBe('Other Shop Renamed Ltd');
    // the demo owner's details are untouched by the other owner's save, and never what the other owner reads
    expect((await read(owner.token)).body.data).toEqual(mine);
    expect((await read(other)).body.data.legalName).toBe('Other Shop Renamed Ltd');
  });
});
