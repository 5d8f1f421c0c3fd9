/**
 * The shop window desk's banners and topic pages (issue 34 item 3) through HTTP on both engines: who may call the desk,
 * a banner scheduled for later not shown before its start and gone after its end (the server's clock decides), pictures
 * that must be uploaded images, links, bilingual texts, taking a banner down, topic pages with chosen products, and the
 * audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { BannerConfig, DeskBanner, DeskBannerPage, DeskTopic, TopicPage } from '@clearlot/contract';
import type { UploadedFile } from '@clearlot/contract/schemas/file';
import { type DemoRole, DEMO_ROLE_ACCOUNTS, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';
import { smallJpeg } from '../../files/testing';

const P = {
  list: ApiPath.baseData.deskBanners,
  create: ApiPath.baseData.deskBannerCreate,
  update: ApiPath.baseData.deskBannerUpdate,
  retire: ApiPath.baseData.deskBannerRetire,
  topics: ApiPath.baseData.deskTopics,
  createTopic: ApiPath.baseData.deskTopicCreate,
  updateTopic: ApiPath.baseData.deskTopicUpdate,
  publishTopic: ApiPath.baseData.deskTopicPublish,
};
/** Who may work the desk, written out here (not read from the contract's sets, so a wrong set is caught). */
const ALLOWED: readonly DemoRole[] = ['operations', 'admin'];
const now = () => Math.floor(Date.now() / 1000);
const BOUNDARY = '----ClearLotShopWindowBoundary';

function uploadForm(filename: string, bytes: Buffer, kind: 'photo' | 'document') {
  const parts = [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ];
  return {
    payload: Buffer.concat([Buffer.from(parts.join(''), 'utf8'), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

describe.each(engines)('the shop window desk on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<DemoRole, string>;
  let pictureEn: string;
  let pictureZh: string;
  let pdf: string;

  const upload = async (filename: string, bytes: Buffer, kind: 'photo' | 'document') => {
    const form = uploadForm(filename, bytes, kind);
    const res = await t.app.inject({ method: 'POST', url: ApiPath.file.upload, headers: { ...form.headers, authorization: `Bearer ${tokens.operations}` }, payload: form.payload });
    const body = res.json<{ code: number; data: UploadedFile }>();
    expect(body.code, filename).toBe(200);
    return body.data.obsName;
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const who of Object.keys(DEMO_ROLE_ACCOUNTS) as DemoRole[]) tokens[who] = await signIn(t, DEMO_ROLE_ACCOUNTS[who]);
    const jpeg = await smallJpeg(12, 4);
    pictureEn = await upload('spring-en.jpg', jpeg, 'photo');
    pictureZh = await upload('spring-zh.jpg', await smallJpeg(12, 5), 'photo');
    pdf = await upload('terms.pdf', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), 'document');
  });
  afterAll(() => t.close());

  const banner = (extra: Record<string, unknown> = {}) => ({
    titleEn: 'Spring clearance',
    titleZh: '春季清仓',
    imageEn: pictureEn,
    imageZh: pictureZh,
    link: '/topic?id=1',
    startsAt: now() - 60,
    endsAt: now() + 3600,
    ...extra,
  });
  const create = (body: object, who: DemoRole = 'operations') => t.post<DeskBanner>(P.create, body, tokens[who]);
  const home = async () => (await t.post<BannerConfig>(ApiPath.baseData.banners, {}, null)).body.data;
  const count = async (table: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
  /** Moves a banner's schedule back by some seconds: the server's clock, as it will read later. */
  const wind = (id: number, seconds: number) =>
    t.db.query(`update banner set starts_at = starts_at - make_interval(secs => $2), ends_at = ends_at - make_interval(secs => $2) where id = $1`, [id, seconds]);

  it('lets operations and administrators work the desk and refuses buyers, goods owners, customer service and finance before the handler', async () => {
    const banners = await count('banner');
    const topics = await count('topic_page');
    for (const [name, path] of Object.entries(P)) {
      for (const who of Object.keys(DEMO_ROLE_ACCOUNTS) as DemoRole[]) {
        const res = await t.post(path, { nonsense: true }, tokens[who]);
        if (ALLOWED.includes(who)) expect({ name, who, code: res.body.code }).toEqual({ name, who, code: 1001 });
        else expect({ name, who, status: res.status, code: res.body.code }).toEqual({ name, who, status: 403, code: 2002 });
      }
      expect((await t.post(path, {}, null)).status).toBe(401);
    }
    for (const who of ['buyer', 'owner', 'agent', 'finance'] as const) expect((await create(banner(), who)).body.code).toBe(2002);
    expect(await count('banner')).toBe(banners);
    expect(await count('topic_page')).toBe(topics);
  });

  it('keeps the demo banners showing, a picture per language with its link', async () => {
    const config = await home();
    expect(config.slides.length).toBeGreaterThanOrEqual(3);
    expect(config.enBanners[0]).toMatch(/^\/media\/banners\/banner-0-en\.svg$/);
    expect(config.zhBanners[0]).toMatch(/^\/media\/banners\/banner-0-zh\.svg$/);
    expect(config.slides[0]).toMatchObject({ titleZh: '尾货库存 批发价格', link: '/homePageSecond' });
  });

  it('shows a banner scheduled for later only from its start, and no longer after its end, by the server clock', async () => {
    const res = await create(banner({ titleEn: 'Later', titleZh: '稍后', startsAt: now() + 3600, endsAt: now() + 7200, sortOrder: 0 }));
    expect(res.body.code).toBe(200);
    const { id } = res.body.data;
    expect(res.body.data).toMatchObject({ state: 'scheduled', imageEn: `/srs-file-service/obsFile/${pictureEn}`, imageZh: `/srs-file-service/obsFile/${pictureZh}` });
    expect((await home()).slides.map((s) => s.id)).not.toContain(id);
    await wind(id, 3601); // an hour later
    const showing = await home();
    expect(showing.slides.find((s) => s.id === id)).toMatchObject({ titleEn: 'Later', titleZh: '稍后', link: '/topic?id=1' });
    expect(showing.enBanners).toContain(`/srs-file-service/obsFile/${pictureEn}`);
    expect(showing.zhBanners).toContain(`/srs-file-service/obsFile/${pictureZh}`);
    await wind(id, 3600); // and another hour: past its end
    expect((await home()).slides.map((s) => s.id)).not.toContain(id);
    const ended = await t.post<DeskBannerPage>(P.list, { state: 'ended' }, tokens.admin);
    expect(ended.body.data.list.map((b) => b.id)).toContain(id);
  });

  it('refuses an end before the start or in the past, a picture that is not an uploaded image, a bad link and missing Chinese, and writes nothing', async () => {
    const before = await count('banner');
    const cases: Array<[string, object, number]> = [
      ['end before start', banner({ startsAt: now() + 100, endsAt: now() + 50 }), 4756],
      ['end in the past', banner({ startsAt: now() - 7200, endsAt: now() - 3600 }), 4757],
      ['a PDF as picture', banner({ imageZh: pdf }), 4758],
      ['a name never uploaded', banner({ imageEn: '0123456789abcdef0123456789abcdef.png' }), 4758],
      ['an address elsewhere', banner({ imageEn: 'https://example.com/x.png' }), 4758],
      ['a script link', banner({ link: 'javascript:alert(1)' }), 4759],
      ['a plain http link', banner({ link: 'http://example.com' }), 4759],
      ['no Chinese title', banner({ titleZh: '  ' }), 1001],
      ['no Chinese picture', banner({ imageZh: '' }), 1001],
    ];
    for (const [name, body, code] of cases) {
      const res = await create(body);
      expect({ name, code: res.body.code }).toEqual({ name, code });
      expect(res.body.message).not.toBe('');
      expect(res.body.messageEn).not.toBe('');
    }
    expect(await count('banner')).toBe(before);
  });

  it('changes a banner keeping its pictures, takes it down at once, and writes the audit log', async () => {
    const created = (await create(banner({ link: '' }))).body.data;
    expect(created.link).toBeNull();
    expect((await home()).slides.map((s) => s.id)).toContain(created.id);
    const changed = await t.post<DeskBanner>(
      P.update,
      { ...banner(), id: created.id, imageEn: created.imageEn, imageZh: created.imageZh, titleEn: 'Spring sale', link: 'https://example.com/spring' },
      tokens.admin,
    );
    expect(changed.body.code).toBe(200);
    expect(changed.body.data).toMatchObject({ titleEn: 'Spring sale', imageEn: created.imageEn, link: 'https://example.com/spring' });
    const retired = await t.post<DeskBanner>(P.retire, { id: created.id }, tokens.operations);
    expect(retired.body.data.state).toBe('retired');
    expect((await home()).slides.map((s) => s.id)).not.toContain(created.id);
    expect((await t.post(P.retire, { id: created.id }, tokens.operations)).body.code).toBe(4760);
    expect((await t.post(P.update, { ...banner(), id: created.id }, tokens.operations)).body.code).toBe(4760);
    expect((await t.post(P.retire, { id: 999_999 }, tokens.operations)).body.code).toBe(4755);
    const audit = await t.db.query<{ action: string; before: Record<string, unknown> | null }>(
      "select action, before from staff_action where target_kind = 'banner' and target_id = $1 order by id",
      [String(created.id)],
    );
    expect(audit.map((row) => row.action)).toEqual(['banner.create', 'banner.update', 'banner.retire']);
    expect(audit[1]!.before).toMatchObject({ titleEn: 'Spring clearance' });
  });

  it('makes a topic page of chosen products with a picture per language, unpublishes and publishes it', async () => {
    const products = await t.db.query<{ id: number }>('select id from product where status = 1 order by id limit 3');
    const ids = products.map((p) => p.id);
    const body = { titleEn: 'Garden week', titleZh: '园艺周', introEn: 'Lots for the garden.', introZh: '园艺货品。', pictureEn, pictureZh, productIds: [...ids, ids[0]] };
    const res = await t.post<DeskTopic>(P.createTopic, body, tokens.operations);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ titleZh: '园艺周', productIds: ids, published: true, pictureZh: `/srs-file-service/obsFile/${pictureZh}` });
    const id = res.body.data.id;
    const page = await t.get<TopicPage>(ApiPath.baseData.topicPage.replace(':id', String(id)), tokens.buyer);
    expect(page.body.data).toMatchObject({
      title: '园艺周',
      titleEn: 'Garden week',
      banner: `/srs-file-service/obsFile/${pictureEn}`,
      bannerZh: `/srs-file-service/obsFile/${pictureZh}`,
    });
    expect(page.body.data.products.map((p) => p.id).sort()).toEqual([...ids].sort());
    // refusals: unknown products, a document as picture, no Chinese title, no products
    expect((await t.post(P.createTopic, { ...body, productIds: [999_999] }, tokens.operations)).body.code).toBe(4770);
    expect((await t.post(P.createTopic, { ...body, pictureEn: pdf }, tokens.operations)).body.code).toBe(4758);
    expect((await t.post(P.createTopic, { ...body, titleZh: '' }, tokens.operations)).body.code).toBe(1001);
    expect((await t.post(P.createTopic, { ...body, productIds: [] }, tokens.operations)).body.code).toBe(1001);
    // a change keeps the pictures it already shows, given as the desk shows them
    const changed = await t.post<DeskTopic>(
      P.updateTopic,
      { ...body, id, titleEn: 'Garden fortnight', pictureEn: res.body.data.pictureEn, pictureZh: res.body.data.pictureZh, productIds: [ids[1]] },
      tokens.admin,
    );
    expect(changed.body.data).toMatchObject({ titleEn: 'Garden fortnight', productIds: [ids[1]], pictureEn: `/srs-file-service/obsFile/${pictureEn}` });
    expect((await t.post<DeskTopic>(P.publishTopic, { id, published: false }, tokens.operations)).body.data.published).toBe(false);
    expect((await t.get(ApiPath.baseData.topicPage.replace(':id', String(id)), tokens.buyer)).body.code).not.toBe(200);
    expect((await t.post(P.publishTopic, { id, published: false }, tokens.operations)).body.code).toBe(4772);
    expect((await t.post<DeskTopic>(P.publishTopic, { id, published: true }, tokens.operations)).body.data.published).toBe(true);
    const audit = await t.db.query<{ action: string }>("select action from staff_action where target_kind = 'topic' and target_id = $1 order by id", [String(id)]);
    expect(audit.map((row) => row.action)).toEqual(['topic.create', 'topic.update', 'topic.unpublish', 'topic.publish']);
  });
});
