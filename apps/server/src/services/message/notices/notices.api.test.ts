/** The message centre (issue 12): notices to one person, in both languages, read marks, unread counts, dedupe. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice, NoticePage, UnreadCounts } from '@clearlot/contract';
import { DEMO_BUYER, NEW_BUYER, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';
import { NoticeKinds, postNotice, postNoticeToEmail } from './service';

const MSG = '/srs-message-service';

describe.each(engines)('the message centre on %s', (engine) => {
  let t: TestApp;
  let buyer: string;
  let other: string;
  let buyerId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    buyer = await signIn(t, DEMO_BUYER);
    other = await signIn(t, NEW_BUYER);
    buyerId = (await t.db.query<{ id: number }>('select id from app_user where email = $1', [DEMO_BUYER.email]))[0]!.id;
    // signing in posted a security notice (a new address and browser): start from none
    await t.db.query('delete from user_notice');
  });
  afterAll(() => t.close());

  const shipped = (orderNo: string) => ({
    kind: NoticeKinds.OrderShipped,
    title: { en: `Order ${orderNo} has shipped`, zh: `订单 ${orderNo} 已发货` },
    body: { en: 'Tracking number DPD123.', zh: '运单号 DPD123。' },
    link: `/home/OrderDetail?orderNo=${orderNo}`,
    dedupeKey: `shipped:${orderNo}`,
  });

  it('lists my notices newest first in my language, counts the unread, and a repeat of the same notice lands once', async () => {
    expect(await postNotice(t.db, buyerId, shipped('CL1001'))).toBe(true);
    expect(await postNotice(t.db, buyerId, shipped('CL1001'))).toBe(false);
    expect(await postNoticeToEmail(t.db, 'BUYER@clearlot.test', shipped('CL1002'))).toBe(true);
    expect(await postNoticeToEmail(t.db, 'nobody@example.co.uk', shipped('CL1003'))).toBe(false);
    const en = await t.post<NoticePage>(`${MSG}/notice/list`, {}, buyer);
    expect(en.body.data).toMatchObject({ total: 2, unread: 2 });
    expect(en.body.data.list.map((n) => n.title)).toEqual(['Order CL1002 has shipped', 'Order CL1001 has shipped']);
    const zh = await t.post<NoticePage>(`${MSG}/notice/list`, {}, buyer, { 'accept-language': 'zh-CN' });
    expect(zh.body.data.list[0]).toMatchObject({ title: '订单 CL1002 已发货', titleEn: 'Order CL1002 has shipped', link: '/home/OrderDetail?orderNo=CL1002' });
    expect((await t.post<UnreadCounts>(`${MSG}/chat/unread`, {}, buyer)).body.data.notices).toBe(2);
  });

  it('opening a notice marks it read; someone else’s is not found; read all clears the rest', async () => {
    const page = await t.post<NoticePage>(`${MSG}/notice/list`, { unreadOnly: true }, buyer);
    const id = page.body.data.list[0]!.id;
    expect((await t.post(`${MSG}/notice/detail`, { noticeId: id }, other)).body.code).toBe(7120);
    const opened = await t.post<Notice>(`${MSG}/notice/detail`, { noticeId: id }, buyer);
    expect(opened.body.data.read).toBe(true);
    expect((await t.post<NoticePage>(`${MSG}/notice/list`, {}, buyer)).body.data.unread).toBe(1);
    expect((await t.post<number>(`${MSG}/notice/readAll`, {}, buyer)).body.data).toBe(1);
    expect((await t.post<UnreadCounts>(`${MSG}/chat/unread`, {}, buyer)).body.data.notices).toBe(0);
    expect((await t.post(`${MSG}/notice/list`, {})).status).toBe(401);
  });
});
