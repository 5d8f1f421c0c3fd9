/**
 * Assigning applications (issue 13, /platformUser/selectList "platform staff a request can be assigned to"):
 * a reviewer assigns an application on the desk to one of the staff or to nobody; the desk's list and the
 * application show who; anyone not on the staff list is refused, and so is a caller who is not a reviewer.
 * The applicant never sees the assignee. On both engines.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ApplicationPage, ApplicationView, PlatformUser } from '@clearlot/contract';
import { type TestApp, createTestApp, engines, signIn, DEMO_AGENT } from '../../../testing/harness';
import { makeBuyer } from '../../order/orders/testing';
import { COMPANY, submittedApplication } from './testing';

describe.each(engines)('assigning applications on %s', (engine) => {
  let t: TestApp;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await signIn(t, DEMO_AGENT);
  });
  afterAll(() => t.close());

  it('assigns to one of the staff and back to nobody, shown on the desk and the application only', async () => {
    const email = `assign-${randomUUID().slice(0, 8)}@example.co.uk`;
    const { application, draftToken } = await submittedApplication(t, email);
    const staff = (await t.post<PlatformUser[]>(ApiPath.user.platformUsers, {}, agent)).body.data;
    const member = staff.find((person) => person.email === DEMO_AGENT.email)!;
    expect(member).toBeTruthy();

    const assigned = await t.post<ApplicationView>(ApiPath.user.assignApplication, { applicationNo: application.applicationNo, assigneeUserId: member.id }, agent);
    expect(assigned.body.code, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data.assignee).toEqual({ id: member.id, name: member.name });
    expect((await t.post<ApplicationView>(ApiPath.user.reviewApplication, { applicationNo: application.applicationNo }, agent)).body.data.assignee?.id).toBe(member.id);
    const desk = (await t.post<ApplicationPage>(ApiPath.user.reviewApplications, { pageSize: 100 }, agent)).body.data;
    expect(desk.list.find((row) => row.applicationNo === application.applicationNo)?.assigneeName).toBe(member.name);
    // the applicant's own view says nothing of it
    expect((await t.post<ApplicationView>(ApiPath.user.applicationDraft, { draftToken })).body.data.assignee).toBeNull();

    const cleared = await t.post<ApplicationView>(ApiPath.user.assignApplication, { applicationNo: application.applicationNo, assigneeUserId: null }, agent);
    expect(cleared.body.data.assignee).toBeNull();
  });

  it('refuses someone not on the staff, a draft, an unknown number and a caller who is not a reviewer', async () => {
    const { application } = await submittedApplication(t, `assign-${randomUUID().slice(0, 8)}@example.co.uk`);
    const buyer = await makeBuyer(t);
    expect((await t.post(ApiPath.user.assignApplication, { applicationNo: application.applicationNo, assigneeUserId: buyer.userId }, agent)).body).toMatchObject({
      code: 4221,
      messageEn: 'Applications can only be assigned to platform staff.',
    });
    expect((await t.post(ApiPath.user.assignApplication, { applicationNo: application.applicationNo, assigneeUserId: buyer.userId }, buyer.token)).body.code).not.toBe(200);
    expect((await t.post(ApiPath.user.assignApplication, { applicationNo: 'SA0000000000', assigneeUserId: null }, agent)).body.code).not.toBe(200);
    const sent = await t.post(ApiPath.user.applicationSendCode, { email: `draft-${randomUUID().slice(0, 8)}@example.co.uk` });
    expect(sent.body.code).toBe(200);
    const drafts = await t.db.query<{ applicationNo: string }>(`select application_no as "applicationNo" from partner_application where submitted_at is null limit 1`);
    if (drafts[0]) expect((await t.post(ApiPath.user.assignApplication, { applicationNo: drafts[0].applicationNo, assigneeUserId: null }, agent)).body.code).not.toBe(200);
    const unchanged = await t.db.query<{ assignee: number | null }>('select assignee_user_id as assignee from partner_application where application_no = $1', [
      application.applicationNo,
    ]);
    expect(unchanged[0]!.assignee).toBeNull();
  });

  it('tells the applicant the result in the message centre too, once per decision, when the e-mail has an account', async () => {
    const buyer = await makeBuyer(t);
    const [row] = await t.db.query<{ email: string }>('select email from app_user where id = $1', [buyer.userId]);
    const { application, draftToken } = await submittedApplication(t, row!.email);
    const notices = async () =>
      (await t.db.query<{ titleEn: string; link: string }>('select title_en as "titleEn", link from user_notice where user_id = $1 and kind = 6 order by id', [buyer.userId])).map(
        (n) => [n.titleEn, n.link],
      );
    expect(
      (await t.post(ApiPath.user.rejectApplication, { applicationNo: application.applicationNo, reason: 'The proof of address is older than three months.' }, agent)).body.code,
    ).toBe(200);
    expect(await notices()).toEqual([[`Goods owner (seller) ${application.applicationNo} not approved`, '/home/Distribution']]);
    // corrected and approved: a second notice; approving again adds none
    const again = await t.post(ApiPath.user.applicationSubmit, { draftToken, ...COMPANY, termsAccepted: true });
    expect(again.body.code, JSON.stringify(again.body)).toBe(200);
    expect((await t.post(ApiPath.user.approveApplication, { applicationNo: application.applicationNo }, agent)).body.code).toBe(200);
    expect((await t.post(ApiPath.user.approveApplication, { applicationNo: application.applicationNo }, agent)).body.code).toBe(200);
    expect((await notices()).map(([title]) => title)).toEqual([
      `Goods owner (seller) ${application.applicationNo} not approved`,
      `Goods owner (seller) ${application.applicationNo} approved`,
    ]);
  });
});
