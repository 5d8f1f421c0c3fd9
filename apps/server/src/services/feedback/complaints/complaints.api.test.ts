import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINTS_PER_DAY, type ComplaintDetail, type ComplaintPage, ComplaintStatus, type ComplaintTargets } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../../../testing/harness';
import { type TestBuyer, makeBuyer } from '../../order/orders/testing';
import { ORDER, agentToken, deliveredOrder, demoOwner, uploadedPhoto } from '../../order/returns/testing';

const C = `${ORDER}/complaint/mall`;
const D = `${ORDER}/platform/complaint`;

describe.each(engines)('complaints on %s', (engine) => {
  let t: TestApp;
  let owner: { ownerId: number; token: string };
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await demoOwner(t);
    agent = await agentToken(t);
  });
  afterAll(() => t.close());

  const file = (buyer: TestBuyer, body: Record<string, unknown>) =>
    t.post<ComplaintDetail>(`${C}/file`, { clientKey: randomUUID(), type: 'delivery', description: 'The parcel arrived three days late.', ...body }, buyer.token);
  const mailsTo = (userId: number) =>
    t.db.query<{ subject: string; body: string }>(`select subject, body from outbox_message where recipient = (select email from app_user where id = $1) order by id`, [userId]);

  it('files a complaint about an order with photos; the agent answers, the buyer replies, the agent closes; the buyer is e-mailed each answer', async () => {
    const order = await deliveredOrder(t, owner.token, [1]);
    const targets = await t.post<ComplaintTargets>(`${C}/targets`, {}, order.buyer.token);
    expect(targets.body.data.orders.map((o) => o.orderNo)).toContain(order.orderNo);
    expect(targets.body.data.owners.map((o) => o.ownerId)).toEqual([owner.ownerId]);

    const photo = await uploadedPhoto(t, order.buyer.userId);
    const filed = await file(order.buyer, { target: 'order', orderNo: order.orderNo, type: 'quality', photos: [photo] });
    expect(filed.body.code, JSON.stringify(filed.body)).toBe(200);
    const complaint = filed.body.data;
    expect(complaint).toMatchObject({
      target: 'order',
      orderNo: order.orderNo,
      ownerId: owner.ownerId,
      type: 'quality',
      status: ComplaintStatus.Open,
      photos: [photo],
      buyerName: '',
    });
    expect(complaint.complaintNo).toMatch(/^CP[A-Z0-9]+$/);
    expect(complaint.logs).toEqual([expect.objectContaining({ status: 1, actor: 'buyer', text: 'The parcel arrived three days late.', photos: [photo] })]);
    expect(complaint.actions).toEqual({ followUp: true, withdraw: true, answer: false, close: false });

    const desk = await t.post<ComplaintPage>(`${D}/list`, { tab: 'open', keyword: complaint.complaintNo }, agent);
    expect(desk.body.data.list.map((c) => c.complaintNo)).toEqual([complaint.complaintNo]);
    const seen = await t.post<ComplaintDetail>(`${D}/detail`, { complaintNo: complaint.complaintNo }, agent);
    expect(seen.body.data.buyerName).toMatch(/^buyer_/);
    expect(seen.body.data.actions).toEqual({ followUp: false, withdraw: false, answer: true, close: true });

    const answered = await t.post<ComplaintDetail>(`${D}/answer`, { complaintNo: complaint.complaintNo, text: 'We have asked the courier for the delivery record.' }, agent);
    expect(answered.body.data.status).toBe(ComplaintStatus.Answered);
    let mails = await mailsTo(order.buyer.userId);
    expect(mails.at(-1)!.subject).toContain(complaint.complaintNo);
    expect(mails.at(-1)!.body).toContain('We have asked the courier for the delivery record.');

    const reply = await t.post<ComplaintDetail>(`${C}/followUp`, { complaintNo: complaint.complaintNo, text: 'Any news?' }, order.buyer.token);
    expect(reply.body.data.status).toBe(ComplaintStatus.Open);
    const closed = await t.post<ComplaintDetail>(
      `${D}/close`,
      { complaintNo: complaint.complaintNo, text: 'The courier refunded the delivery charge to the goods owner; we have credited you.' },
      agent,
    );
    expect(closed.body.data.status).toBe(ComplaintStatus.Closed);
    expect(closed.body.data.logs.map((l) => [l.status, l.actor])).toEqual([
      [1, 'buyer'],
      [2, 'agent'],
      [1, 'buyer'],
      [3, 'agent'],
    ]);
    mails = await mailsTo(order.buyer.userId);
    expect(mails.at(-1)!.subject).toContain('closed');
    // and in the message centre: one notice per answer, linked to the complaint
    const notices = await t.db.query<{ titleEn: string; link: string }>(`select title_en as "titleEn", link from user_notice where user_id = $1 and kind = 8 order by id`, [
      order.buyer.userId,
    ]);
    expect(notices.map((n) => n.titleEn)).toEqual([`Complaint ${complaint.complaintNo} answered`, `Complaint ${complaint.complaintNo} closed`]);
    expect(notices[0]!.link).toBe(`/home/ComplainDetail?complaintNo=${complaint.complaintNo}`);

    // a closed complaint takes no more moves
    expect((await t.post(`${C}/followUp`, { complaintNo: complaint.complaintNo, text: 'One more thing' }, order.buyer.token)).body.code).toBe(6352);
    expect((await t.post(`${C}/withdraw`, { complaintNo: complaint.complaintNo }, order.buyer.token)).body.code).toBe(6352);
    expect((await t.post(`${D}/answer`, { complaintNo: complaint.complaintNo, text: 'again' }, agent)).body.code).toBe(6352);
    const mine = await t.post<ComplaintPage>(`${C}/list`, { tab: 'closed' }, order.buyer.token);
    expect(mine.body.data.counts).toMatchObject({ all: 1, closed: 1, open: 0 });
    expect(mine.body.data.list[0]!.complaintNo).toBe(complaint.complaintNo);
    // the agent's two moves are in the audit log (issue 34 item 7); the refused third is not
    const audited = await t.db.query<{ action: string }>(`select action from staff_action where target_kind = 'complaint' and target_id = $1 order by id`, [complaint.complaintNo]);
    expect(audited.map((row) => row.action)).toEqual(['complaint.answer', 'complaint.close']);
  });

  it('complains about a goods owner, withdraws once, and answers the same request key with the same complaint', async () => {
    const buyer = await makeBuyer(t);
    const key = randomUUID();
    const body = { clientKey: key, target: 'owner', ownerId: owner.ownerId, type: 'service', description: 'Never answers messages about stock.' };
    const twice = await Promise.all([1, 2, 3].map(() => t.post<ComplaintDetail>(`${C}/file`, body, buyer.token)));
    expect(twice.map((res) => res.body.code)).toEqual([200, 200, 200]);
    expect(new Set(twice.map((res) => res.body.data.complaintNo)).size).toBe(1);
    expect((await t.post(`${C}/file`, { ...body, description: 'Something else entirely.' }, buyer.token)).body.code).toBe(6354);
    const complaintNo = twice[0]!.body.data.complaintNo;
    expect(twice[0]!.body.data).toMatchObject({ target: 'owner', orderNo: null, ownerId: owner.ownerId });

    const withdrawn = await t.post<ComplaintDetail>(`${C}/withdraw`, { complaintNo }, buyer.token);
    expect(withdrawn.body.data.status).toBe(ComplaintStatus.Withdrawn);
    expect((await t.post<ComplaintDetail>(`${C}/withdraw`, { complaintNo }, buyer.token)).body.data.logs).toHaveLength(2);
  });

  it("refuses someone else's orders and complaints, other goods, bad shapes, and the desk to anyone but customer service", async () => {
    const order = await deliveredOrder(t, owner.token, [1]);
    const stranger = await makeBuyer(t);
    expect((await file(stranger, { target: 'order', orderNo: order.orderNo })).body.code).toBe(6351);
    expect((await file(stranger, { target: 'owner', ownerId: 999_999 })).body.code).toBe(6351);
    expect((await file(stranger, { target: 'order', orderNo: order.orderNo, photos: [await uploadedPhoto(t, order.buyer.userId)] })).body.code).toBe(6351);
    const mine = (await file(order.buyer, { target: 'order', orderNo: order.orderNo })).body.data;
    expect((await file(order.buyer, { target: 'owner', ownerId: owner.ownerId, photos: [await uploadedPhoto(t, stranger.userId)] })).body.code).toBe(6353);
    for (const body of [
      { target: 'order' },
      { target: 'order', orderNo: order.orderNo, ownerId: owner.ownerId },
      { target: 'owner', ownerId: owner.ownerId, description: 'too short' },
      { target: 'owner', ownerId: owner.ownerId, type: 'nonsense' },
    ]) {
      expect((await file(order.buyer, body)).body.code).toBe(1001);
    }

    expect((await t.post(`${C}/detail`, { complaintNo: mine.complaintNo }, stranger.token)).body.code).toBe(6350);
    expect((await t.post(`${C}/followUp`, { complaintNo: mine.complaintNo, text: 'hijack' }, stranger.token)).body.code).toBe(6350);
    expect((await t.post(`${C}/withdraw`, { complaintNo: mine.complaintNo }, stranger.token)).body.code).toBe(6350);
    expect((await t.post<ComplaintPage>(`${C}/list`, {}, stranger.token)).body.data.list.some((c) => c.complaintNo === mine.complaintNo)).toBe(false);
    for (const token of [stranger.token, owner.token]) {
      expect((await t.post(`${D}/list`, {}, token)).body.code).toBe(2002);
      expect((await t.post(`${D}/answer`, { complaintNo: mine.complaintNo, text: 'no' }, token)).body.code).toBe(2002);
    }
    // the agent and the buyer racing: fifty parallel answers and withdrawals leave one consistent history
    const race = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? t.post(`${D}/close`, { complaintNo: mine.complaintNo, text: `resolved ${i}` }, agent)
          : t.post(`${C}/withdraw`, { complaintNo: mine.complaintNo }, order.buyer.token),
      ),
    );
    expect(race.every((res) => [200, 6352].includes(res.body.code))).toBe(true);
    const final = (await t.post<ComplaintDetail>(`${D}/detail`, { complaintNo: mine.complaintNo }, agent)).body.data;
    expect([ComplaintStatus.Closed, ComplaintStatus.Withdrawn]).toContain(final.status);
    expect(final.logs).toHaveLength(2);
  });

  it(`takes at most ${COMPLAINTS_PER_DAY} complaints a day from one buyer`, async () => {
    const buyer = await makeBuyer(t);
    const results = await Promise.all(Array.from({ length: COMPLAINTS_PER_DAY + 5 }, () => file(buyer, { target: 'owner', ownerId: owner.ownerId })));
    expect(results.filter((res) => res.body.code === 200)).toHaveLength(COMPLAINTS_PER_DAY);
    expect(results.filter((res) => res.body.code === 6355)).toHaveLength(5);
    const [row] = await t.db.query<{ n: number }>('select count(*)::int as n from complaint where user_id = $1', [buyer.userId]);
    expect(row!.n).toBe(COMPLAINTS_PER_DAY);
  });
});
