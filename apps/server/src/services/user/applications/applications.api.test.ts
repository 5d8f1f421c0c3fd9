/**
 * Seller and middle-man applications through HTTP on both engines (issue 13): each field rule,
 * the e-mail code, document types and sizes, submit with its receipt, approve and reject with
 * their e-mails, corrected resubmission, the new goods owner signing in, someone else's
 * application and documents out of reach, the middle-man profile, and races of 50 parallel
 * requests (one approval, one use of a code).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import {
  ApplicationStatus,
  ErrorCatalogue,
  type ApplicationDraft,
  type ApplicationPage,
  type ApplicationView,
  type ErrorName,
  type MyApplication,
  type PlatformUser,
  Role,
  type ValidationMessageKey,
  ValidationMessages,
} from '@clearlot/contract';
import { DEMO_BUYER, NEW_BUYER, type TestApp, createTestApp, engines, signIn, DEMO_OWNER, DEMO_AGENT } from '../../../testing/harness';
import { DEMO_APPLICATION } from './seed';
import { COMPANY, PDF, PNG, TEXT, openDraft, submittedApplication, upload } from './testing';
import { pngBomb } from '../../files/testing';

const U = ApiPath.user;
const code = (name: ErrorName) => ErrorCatalogue[name].code;

describe.each(engines)('seller and middle-man applications on %s', (engine) => {
  let t: TestApp;
  let agent: string;
  let buyer: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await signIn(t, DEMO_AGENT);
    buyer = await signIn(t, DEMO_BUYER);
  }, 120_000);
  afterAll(async () => t?.close());

  const mails = (to: string) => t.db.query<{ subject: string; body: string }>('select subject, body from outbox_message where recipient = $1 order by id', [to]);

  describe('the e-mail code', () => {
    it('must be requested first, and a wrong code opens nothing', async () => {
      const email = 'nocode@thames.example.co.uk';
      const notRequested = await t.post(U.applicationConfirmEmail, { email, code: '123456' });
      expect(notRequested.body.code).toBe(code('verificationCodeNotRequested'));
      await t.post(U.applicationSendCode, { email });
      const right = await t.latestCode(email);
      const wrong = await t.post(U.applicationConfirmEmail, { email, code: right === '000000' ? '111111' : '000000' });
      expect(wrong.body.code).toBe(code('verificationCodeWrong'));
      expect(await t.db.query(`select 1 from partner_application where email = $1`, [email])).toHaveLength(0);
    });

    it('opens a new draft once, and a used code does not open it again', async () => {
      const email = 'draft@thames.example.co.uk';
      await t.post(U.applicationSendCode, { email });
      const first = await t.latestCode(email);
      const opened = await t.post<ApplicationDraft>(U.applicationConfirmEmail, { email, code: first });
      expect(opened.body.code).toBe(200);
      expect(opened.body.data.application).toMatchObject({ status: ApplicationStatus.Draft, email, documents: [] });
      expect(opened.body.data.draftToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await t.post(U.applicationConfirmEmail, { email, code: first });
      expect(again.body.code).toBe(code('verificationCodeWrong'));
    });

    it('is refused to an e-mail that is already a goods owner, and to staff', async () => {
      expect((await t.post(U.applicationSendCode, { email: DEMO_OWNER.email })).body.code).toBe(code('applicationAlreadySeller'));
      expect((await t.post(U.applicationSendCode, { email: DEMO_AGENT.email })).body.code).toBe(code('applicationStaffAccount'));
    });
  });

  describe('field rules', () => {
    let draftToken: string;
    beforeAll(async () => {
      ({ draftToken } = await openDraft(t, 'rules@thames.example.co.uk'));
    });
    const submit = (fields: Record<string, unknown>) => t.post(U.applicationSubmit, { draftToken, ...COMPANY, termsAccepted: true, ...fields });
    const refusedFor = async (fields: Record<string, unknown>, message: ValidationMessageKey) => {
      const answer = await submit(fields);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(code('validationFailed'));
      expect(JSON.stringify(answer.body.data)).toContain(ValidationMessages[message].en);
    };

    it('needs a UK company number in the Companies House format', async () => {
      await refusedFor({ registrationNumber: 'XX123456' }, 'companyNumberInvalid');
      await refusedFor({ registrationNumber: '123456789' }, 'companyNumberInvalid');
      await refusedFor({ registrationNumber: '' }, 'required');
    });
    it('checks an optional VAT number for its format and check digits', async () => {
      await refusedFor({ vatNumber: 'GB123456789' }, 'vatCheckDigits');
      await refusedFor({ vatNumber: 'DE123456789' }, 'vatFormatUk');
      await refusedFor({ vatNumber: 'GB-99/99' }, 'vatInvalid');
    });
    it('needs the names, the store name, an http(s) store link when given, and the terms', async () => {
      await refusedFor({ companyName: '  ' }, 'required');
      await refusedFor({ contactFirstName: '' }, 'required');
      await refusedFor({ contactLastName: 'x'.repeat(51) }, 'tooLong');
      await refusedFor({ storeName: '' }, 'required');
      await refusedFor({ storeLink: 'javascript:alert(1)' }, 'storeLinkInvalid');
      await refusedFor({ termsAccepted: false }, 'termsRequired');
      await refusedFor({ unexpected: 1 }, 'unknownField');
    });
    it('saves a draft with blanks, but not with a filled-in field that breaks its rule', async () => {
      const saved = await t.post<ApplicationView>(U.applicationSave, { draftToken, companyName: 'Half Done Ltd' });
      expect(saved.body.data).toMatchObject({ companyName: 'Half Done Ltd', registrationNumber: '', status: ApplicationStatus.Draft });
      const bad = await t.post(U.applicationSave, { draftToken, vatNumber: 'GB123456789' });
      expect(bad.body.code).toBe(code('validationFailed'));
      const padded = await t.post<ApplicationView>(U.applicationSave, { draftToken, registrationNumber: 'sc 123456', vatNumber: '999 9999 73' });
      expect(padded.body.data).toMatchObject({ registrationNumber: 'SC123456', vatNumber: 'GB999999973' });
    });
    it('needs both documents before it is submitted', async () => {
      const answer = await submit({});
      expect(answer.body.code).toBe(code('applicationDocumentsMissing'));
    });
  });

  describe('documents', () => {
    let draftToken: string;
    beforeAll(async () => {
      ({ draftToken } = await openDraft(t, 'docs@thames.example.co.uk'));
    });

    it('takes PDF, PNG and JPG by their bytes, one of each type, the newer replacing the older', async () => {
      const pdf = await upload(t, draftToken, 'incorporation', 'certificate.pdf', PDF);
      expect(pdf.body.code).toBe(200);
      expect(pdf.body.data).toMatchObject({ docType: 'incorporation', fileName: 'certificate.pdf' });
      const png = await upload(t, draftToken, 'incorporation', 'certificate.png', PNG);
      expect(png.body.data.fileName).toBe('certificate.png');
      const draft = await t.post<ApplicationView>(U.applicationDraft, { draftToken });
      expect(draft.body.data.documents.map((d) => [d.docType, d.fileName, d.contentType])).toEqual([['incorporation', 'certificate.png', 'image/png']]);
    });
    it('refuses other types whatever their name says, files over 10 MB, and unknown document types', async () => {
      const text = await upload(t, draftToken, 'proofOfAddress', 'bill.pdf', TEXT);
      expect([text.status, text.body.code]).toEqual([415, code('uploadDocumentType')]);
      const large = await upload(t, draftToken, 'proofOfAddress', 'bill.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
      expect(large.body.code).toBe(code('uploadTooLarge'));
      const unknown = await upload(t, draftToken, 'passport', 'bill.png', PNG);
      expect(unknown.body.code).toBe(code('validationFailed'));
      const draft = await t.post<ApplicationView>(U.applicationDraft, { draftToken });
      expect(draft.body.data.documents.map((d) => d.docType)).toEqual(['incorporation']);
    });
    it('refuses a scan that is a decompression bomb (50,000 × 50,000 pixels) or does not decode, keeping the document before it', async () => {
      await upload(t, draftToken, 'incorporation', 'certificate.png', PNG);
      const bomb = await upload(t, draftToken, 'incorporation', 'certificate-scan.png', await pngBomb());
      expect([bomb.status, bomb.body.code]).toEqual([413, code('uploadPictureTooManyPixels')]);
      const damaged = await upload(t, draftToken, 'incorporation', 'certificate-scan.png', PNG.subarray(0, 40));
      expect([damaged.status, damaged.body.code]).toEqual([400, code('uploadPictureUnreadable')]);
      const draft = await t.post<ApplicationView>(U.applicationDraft, { draftToken });
      expect(draft.body.data.documents.map((d) => [d.docType, d.fileName])).toEqual([['incorporation', 'certificate.png']]);
    }, 30_000);
    it('needs a live draft token', async () => {
      const none = await upload(t, null, 'incorporation', 'c.pdf', PDF);
      expect([none.status, none.body.code]).toEqual([410, code('applicationSessionExpired')]);
      const forged = await upload(t, 'A'.repeat(43), 'incorporation', 'c.pdf', PDF);
      expect(forged.body.code).toBe(code('applicationSessionExpired'));
      expect((await t.post(U.applicationDraft, { draftToken: 'B'.repeat(43) })).body.code).toBe(code('applicationSessionExpired'));
    });
    it('can be removed from a draft', async () => {
      const removed = await t.post<ApplicationView>(U.applicationRemoveDocument, { draftToken, docType: 'incorporation' });
      expect(removed.body.data.documents).toEqual([]);
    });
  });

  describe('review', () => {
    it('submits with an e-mail receipt and "not checked" registers, and the desk sees it with its documents', async () => {
      const email = 'apply@thames.example.co.uk';
      const { application } = await submittedApplication(t, email);
      expect(application).toMatchObject({ status: ApplicationStatus.Submitted, companyCheck: { result: 'notChecked' }, vatCheck: { result: 'notChecked' } });
      expect((await mails(email)).at(-1)?.subject).toContain(application.applicationNo);

      const queue = await t.post<ApplicationPage>(U.reviewApplications, { status: ApplicationStatus.Submitted }, agent);
      expect(queue.body.data.list.map((a) => a.applicationNo)).toContain(application.applicationNo);
      const detail = await t.post<ApplicationView>(U.reviewApplication, { applicationNo: application.applicationNo }, agent);
      expect(detail.body.data.documents).toHaveLength(2);
      // the reviewer reads a document; a buyer, a visitor and the goods owner are told it does not exist
      const url = `${ApiPath.file.storedFile.replace(':obsName', detail.body.data.documents[0]!.url)}`;
      const asAgent = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${agent}` } });
      expect(asAgent.statusCode).toBe(200);
      expect(asAgent.headers['content-type']).toBe('application/pdf');
      for (const token of [buyer, await signIn(t, DEMO_OWNER), null]) {
        const refused = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
        expect(refused.statusCode).toBe(404);
      }
    });

    it('has the demo application waiting, its documents readable by the reviewer', async () => {
      const detail = await t.post<ApplicationView>(U.reviewApplication, { applicationNo: DEMO_APPLICATION.applicationNo }, agent);
      expect(detail.body.data).toMatchObject({ status: ApplicationStatus.Submitted, companyName: DEMO_APPLICATION.companyName });
      for (const document of detail.body.data.documents) {
        const file = await t.app.inject({ method: 'GET', url: ApiPath.file.storedFile.replace(':obsName', document.url), headers: { authorization: `Bearer ${agent}` } });
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it('keeps the desk from buyers and goods owners', async () => {
      const owner = await signIn(t, DEMO_OWNER);
      for (const token of [buyer, owner]) {
        expect((await t.post(U.reviewApplications, {}, token)).body.code).toBe(code('insufficientPermissions'));
        expect((await t.post(U.approveApplication, { applicationNo: 'SA0000000000' }, token)).body.code).toBe(code('insufficientPermissions'));
        expect((await t.post(U.platformUsers, {}, token)).body.code).toBe(code('insufficientPermissions'));
      }
      const staff = await t.post<PlatformUser[]>(U.platformUsers, {}, agent);
      expect(staff.body.data.map((s) => s.email)).toEqual([DEMO_AGENT.email]);
      expect(staff.body.data[0]!.roles).toContain(Role.CustomerService);
    });

    it('records assigning an application in the audit log, once per change (issue 34 item 7)', async () => {
      const { application } = await submittedApplication(t, 'assigned@thames.example.co.uk');
      const [{ id: agentId }] = (await t.db.query<{ id: number }>('select id from app_user where email = $1', [DEMO_AGENT.email])) as [{ id: number }];
      const assign = (assigneeUserId: number | null) => t.post<ApplicationView>(U.assignApplication, { applicationNo: application.applicationNo, assigneeUserId }, agent);
      expect((await assign(agentId)).body.code).toBe(200);
      // the same assignee again changes nothing and records nothing
      expect((await assign(agentId)).body.code).toBe(200);
      expect((await assign(null)).body.code).toBe(200);
      // someone who is not staff is refused and recorded nowhere
      const [{ id: buyerId }] = (await t.db.query<{ id: number }>('select id from app_user where email = $1', [DEMO_BUYER.email])) as [{ id: number }];
      expect((await assign(buyerId)).body.code).toBe(code('assigneeNotStaff'));
      const rows = await t.db.query(`select action, actor_user_id, before, after from staff_action where target_kind = 'application' and target_id = $1 order by id`, [
        application.applicationNo,
      ]);
      expect(rows).toEqual([
        { action: 'application.assign', actor_user_id: agentId, before: { assigneeUserId: null }, after: { assigneeUserId: agentId } },
        { action: 'application.assign', actor_user_id: agentId, before: { assigneeUserId: agentId }, after: { assigneeUserId: null } },
      ]);
    });

    it('shows nobody a draft on the desk: it is the applicant’s own until submitted', async () => {
      const { application } = await openDraft(t, 'private-draft@thames.example.co.uk');
      expect((await t.post(U.reviewApplication, { applicationNo: application.applicationNo }, agent)).body.code).toBe(code('applicationNotFound'));
      expect((await t.post(U.approveApplication, { applicationNo: application.applicationNo }, agent)).body.code).toBe(code('applicationNotFound'));
    });

    it('approves a new company: the account is created with a shop, the e-mail says how to sign in, and the owner signs in', async () => {
      const email = 'newowner@thames.example.co.uk';
      const { application, draftToken } = await submittedApplication(t, email);
      const approved = await t.post<ApplicationView>(U.approveApplication, { applicationNo: application.applicationNo }, agent);
      expect(approved.body.data.status).toBe(ApplicationStatus.Approved);
      const result = (await mails(email)).at(-1)!;
      expect(result.subject).toContain('approved');
      expect(result.body).toContain('Forgot password');
      // the goods owner's desks are in the console (issue 32)
      expect(result.body).toContain('ClearLot console, at /console/');
      // the draft token no longer reaches it
      expect((await t.post(U.applicationDraft, { draftToken })).body.code).toBe(code('applicationSessionExpired'));

      // choose the password through "Forgot password", then sign in and use the desk's calls
      await t.post(`${U.sendEmailCode}`, { email, scene: 'resetPassword' });
      const reset = await t.post(U.resetPassword, { email, code: await t.latestCode(email), password: 'Thames#Owner26', confirmPassword: 'Thames#Owner26' });
      expect(reset.body.code).toBe(200);
      const owner = await signIn(t, { email, password: 'Thames#Owner26' });
      const info = await t.post<{ roleIdList?: number[]; permission?: { roleIdList: number[] } }>(U.info, {}, owner);
      expect(JSON.stringify(info.body.data)).toContain(String(Role.Seller));
      const tree = await t.post<unknown[]>(ApiPath.product.ownerCategoryTree, {}, owner);
      expect(tree.body).toMatchObject({ code: 200, data: [] });
      const [shop] = await t.db.query<{ shop_name_en: string }>(`select g.shop_name_en from goods_owner g join app_user u on u.id = g.user_id where u.email = $1`, [email]);
      expect(shop?.shop_name_en).toBe(COMPANY.storeName);
      const mine = await t.post<MyApplication[]>(U.myApplications, {}, owner);
      expect(mine.body.data).toMatchObject([{ applicationNo: application.applicationNo, status: ApplicationStatus.Approved, kind: 'seller' }]);
    });

    it('upgrades an existing buyer to a goods owner, keeping their password', async () => {
      const { application } = await submittedApplication(t, NEW_BUYER.email);
      const newBuyer = await signIn(t, NEW_BUYER);
      const mine = await t.post<MyApplication[]>(U.myApplications, {}, newBuyer);
      expect(mine.body.data[0]).toMatchObject({ applicationNo: application.applicationNo, status: ApplicationStatus.Submitted });
      await t.post(U.approveApplication, { applicationNo: application.applicationNo }, agent);
      expect((await mails(NEW_BUYER.email)).at(-1)!.body).toContain('existing password');
      // the open session is told once that its permissions changed, then carries on as a goods owner too
      expect((await t.post(U.myApplications, {}, newBuyer)).body.code).toBe(code('permissionsChanged'));
      const again = await signIn(t, NEW_BUYER);
      expect((await t.post(ApiPath.product.ownerCategoryTree, {}, again)).body.code).toBe(200);
    });

    it('rejects with reasons by e-mail, and the corrected application is submitted again under the same number', async () => {
      const email = 'reject@thames.example.co.uk';
      const { application } = await submittedApplication(t, email);
      const reason = 'The proof of address is older than three months.';
      const rejected = await t.post<ApplicationView>(U.rejectApplication, { applicationNo: application.applicationNo, reason }, agent);
      expect(rejected.body.data).toMatchObject({ status: ApplicationStatus.Rejected, rejectReason: reason });
      const mail = (await mails(email)).at(-1)!;
      expect(mail.subject).toContain('not approved');
      expect(mail.body).toContain(reason);
      // rejecting or approving again now is a conflict, not a second decision
      expect((await t.post(U.approveApplication, { applicationNo: application.applicationNo }, agent)).body.code).toBe(code('applicationStatusChanged'));

      // the applicant comes back after the minute between codes
      await t.db.query(`delete from rate_limit_counter where key = $1`, [`application-code:recent:${email}`]);
      const reopened = await openDraft(t, email);
      expect(reopened.application).toMatchObject({ applicationNo: application.applicationNo, status: ApplicationStatus.Rejected, rejectReason: reason });
      await upload(t, reopened.draftToken, 'proofOfAddress', 'new-bill.pdf', PDF);
      const resubmitted = await t.post<ApplicationView>(U.applicationSubmit, {
        draftToken: reopened.draftToken,
        ...COMPANY,
        storeName: 'Thames Surplus Outlet',
        termsAccepted: true,
      });
      expect(resubmitted.body.data).toMatchObject({
        applicationNo: application.applicationNo,
        status: ApplicationStatus.Submitted,
        storeName: 'Thames Surplus Outlet',
        rejectReason: null,
      });
      expect(resubmitted.body.data.history.map((h) => h.status)).toEqual([1, 2, 4, 2]);
      // under review it cannot be changed
      const locked = await t.post(U.applicationSave, { draftToken: reopened.draftToken, companyName: 'Other Ltd' });
      expect(locked.body.code).toBe(code('applicationNotEditable'));
    });

    it('approves once when 50 reviewers approve at the same moment', async () => {
      const email = 'race@thames.example.co.uk';
      const { application } = await submittedApplication(t, email);
      const answers = await Promise.all(Array.from({ length: 50 }, () => t.post<ApplicationView>(U.approveApplication, { applicationNo: application.applicationNo }, agent)));
      expect(answers.every((a) => a.body.code === 200 && a.body.data.status === ApplicationStatus.Approved)).toBe(true);
      expect(await t.db.query(`select 1 from app_user where email = $1`, [email])).toHaveLength(1);
      expect(await t.db.query(`select 1 from goods_owner g join app_user u on u.id = g.user_id where u.email = $1`, [email])).toHaveLength(1);
      expect((await mails(email)).filter((m) => m.subject.includes('approved'))).toHaveLength(1);
      expect(
        await t.db.query(`select 1 from partner_application_log l join partner_application a on a.id = l.application_id where a.application_no = $1 and l.status = 3`, [
          application.applicationNo,
        ]),
      ).toHaveLength(1);
      // one audit row (issue 34 item 7), naming the reviewer
      expect(await t.db.query(`select 1 from staff_action where action = 'application.approve' and target_id = $1`, [application.applicationNo])).toHaveLength(1);
    });

    it('opens one draft when one code is confirmed 50 times at once', async () => {
      const email = 'code-race@thames.example.co.uk';
      await t.post(U.applicationSendCode, { email });
      const sent = await t.latestCode(email);
      const answers = await Promise.all(Array.from({ length: 50 }, () => t.post<ApplicationDraft>(U.applicationConfirmEmail, { email, code: sent })));
      expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.code === code('verificationCodeWrong'))).toBe(true);
      expect(await t.db.query(`select 1 from partner_application where email = $1`, [email])).toHaveLength(1);
    });
  });

  describe('the middle-man profile', () => {
    const profile = {
      companyName: 'Northern Sourcing Ltd',
      registrationNumber: 'SC123456',
      contactFirstName: 'Ewan',
      contactLastName: 'Reid',
      regions: ['scotland', 'northEast'],
      categoryIds: [] as number[],
      termsAccepted: true,
    };
    beforeAll(async () => {
      const [category] = await t.db.query<{ id: number }>('select id from category where parent_id is null order by id limit 1');
      profile.categoryIds = [category!.id];
    });

    it('is applied for, reviewed like a seller application, and approval lets the account buy', async () => {
      const newBuyer = await signIn(t, { email: 'buyer@clearlot.test', password: DEMO_BUYER.password });
      expect((await t.post(U.middleManProfile, {}, newBuyer)).body.data).toBeNull();
      const bad = await t.post(U.middleManSave, { ...profile, regions: [] }, newBuyer);
      expect(JSON.stringify(bad.body.data)).toContain(ValidationMessages.regionsRequired.en);
      const unknown = await t.post(U.middleManSave, { ...profile, categoryIds: [999_999] }, newBuyer);
      expect(unknown.body.code).toBe(code('applicationCategoryUnknown'));
      const saved = await t.post<ApplicationView>(U.middleManSave, profile, newBuyer);
      expect(saved.body.data).toMatchObject({ kind: 'middleMan', status: ApplicationStatus.Submitted, regions: ['scotland', 'northEast'] });
      expect((await t.post(U.middleManSave, profile, newBuyer)).body.code).toBe(code('middleManProfileExists'));

      const rejected = await t.post<ApplicationView>(
        U.rejectApplication,
        { applicationNo: saved.body.data.applicationNo, reason: 'Company number does not match the name.' },
        agent,
      );
      expect(rejected.body.data.status).toBe(ApplicationStatus.Rejected);
      const corrected = await t.post<ApplicationView>(U.middleManUpdate, { ...profile, registrationNumber: 'SC654321' }, newBuyer);
      expect(corrected.body.data).toMatchObject({ status: ApplicationStatus.Submitted, registrationNumber: 'SC654321' });
      await t.post(U.approveApplication, { applicationNo: saved.body.data.applicationNo }, agent);
      const again = await signIn(t, DEMO_BUYER);
      const approved = await t.post<ApplicationView>(U.middleManUpdate, { ...profile, registrationNumber: 'SC654321', regions: ['london'] }, again);
      expect(approved.body.data).toMatchObject({ status: ApplicationStatus.Approved, regions: ['london'] });
      expect((await t.post(U.middleManUpdate, { ...profile, registrationNumber: 'SC654321', companyName: 'Renamed Ltd' }, again)).body.code).toBe(code('middleManCompanyFixed'));
      const mine = await t.post<MyApplication[]>(U.myApplications, {}, again);
      expect(mine.body.data.map((a) => [a.kind, a.status])).toContainEqual(['middleMan', ApplicationStatus.Approved]);
    });

    it('refuses a category id past the database integer (2^31 and more) as a field error, on save and on update', async () => {
      const buyer = await signIn(t, NEW_BUYER);
      for (const id of [2 ** 31, 2 ** 53 - 1]) {
        for (const path of [U.middleManSave, U.middleManUpdate]) {
          const answer = await t.post(path, { ...profile, categoryIds: [profile.categoryIds[0]!, id] }, buyer);
          expect([answer.status, answer.body.code, answer.body.data]).toMatchObject([400, code('validationFailed'), { field: 'categoryIds.1' }]);
        }
      }
    });

    it('is one per account, and someone else’s is never answered', async () => {
      const other = await signIn(t, DEMO_OWNER);
      expect((await t.post(U.middleManProfile, {}, other)).body.data).toBeNull();
      expect((await t.post(U.middleManUpdate, profile, other)).body.code).toBe(code('middleManProfileNotFound'));
      expect((await t.post(U.middleManProfile, {})).body.code).toBe(code('notSignedIn'));
    });
  });
});
