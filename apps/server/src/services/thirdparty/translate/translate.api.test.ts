/**
 * Translation (issue 12; docs/product.md §7 translate {query, to}, §8 a failure keeps the original):
 * unconfigured says so and invents nothing; the test-only fake is refused in production; results are
 * cached by hash, so the provider sees a text once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Translation } from '@clearlot/contract';
import { loadConfig } from '../../../platform/config';
import { DEMO_BUYER, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';
import { TranslationConfigError, baiduProvider, deeplProvider, translationProviderFrom } from './provider';

const TRANSLATE = '/srs-thirdparty-service/translate/baidu';

describe('choosing the translation provider', () => {
  it('is none without keys, the keyed one otherwise, and never the fake in production', () => {
    expect(translationProviderFrom({}, 'development')).toBeNull();
    expect(translationProviderFrom({ DEEPL_API_KEY: 'k:fx' }, 'production')?.name).toBe('deepl');
    expect(translationProviderFrom({ BAIDU_TRANSLATE_APP_ID: 'a', BAIDU_TRANSLATE_KEY: 'b' }, 'production')?.name).toBe('baidu');
    expect(translationProviderFrom({ TRANSLATE_PROVIDER: 'fake' }, 'test')?.name).toBe('fake');
    expect(() => translationProviderFrom({ TRANSLATE_PROVIDER: 'fake' }, 'production')).toThrow(TranslationConfigError);
    expect(() => translationProviderFrom({ TRANSLATE_PROVIDER: 'deepl' }, 'production')).toThrow(TranslationConfigError);
    expect(() => translationProviderFrom({ TRANSLATE_PROVIDER: 'google' }, 'development')).toThrow(TranslationConfigError);
  });

  it('sends Baidu a signed request and DeepL its key, and reads their answers', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const answer = (body: object) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        seen.push({ url: String(url), init: init! });
        return new Response(JSON.stringify(body), { status: 200 });
      }) as typeof fetch;
    expect(await baiduProvider('app', 'secret', answer({ trans_result: [{ src: 'hi', dst: '你好' }] })).translate('hi', 'zh')).toBe('你好');
    const form = new URLSearchParams(String(seen[0]!.init.body));
    expect(form.get('appid')).toBe('app');
    expect(form.get('sign')).toMatch(/^[0-9a-f]{32}$/);
    expect(await deeplProvider('key:fx', answer({ translations: [{ text: 'Hello' }] })).translate('你好', 'en')).toBe('Hello');
    expect(seen[1]!.url).toBe('https://api-free.deepl.com/v2/translate');
    expect((seen[1]!.init.headers as Record<string, string>).authorization).toBe('DeepL-Auth-Key key:fx');
    await expect(baiduProvider('app', 'secret', answer({ error_code: '54001', error_msg: 'Invalid Sign' })).translate('hi', 'zh')).rejects.toThrow(/54001/);
  });
});

describe.each(engines)('translation on %s', (engine) => {
  describe('with no provider configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      delete process.env.TRANSLATE_PROVIDER;
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it('answers that translation is not available, with no made-up text', async () => {
      const token = await signIn(t, DEMO_BUYER);
      const res = await t.post(TRANSLATE, { query: 'Is this in stock?', to: 'zh' }, token);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 7150, data: null });
      expect((await t.get<{ translation: boolean }>('/srs-message-service/common/common/IM')).body.data.translation).toBe(false);
    });
  });

  describe('with the test-only fake provider', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      process.env.TRANSLATE_PROVIDER = 'fake';
      t = await createTestApp(engine);
      delete process.env.TRANSLATE_PROVIDER;
      token = await signIn(t, DEMO_BUYER);
    });
    afterAll(() => t.close());

    it('translates, caches by hash of text and language, and needs a signed-in caller', async () => {
      const first = await t.post<Translation>(TRANSLATE, { query: 'Is this in stock?', to: 'zh' }, token);
      expect(first.body.data).toEqual({ translation: '[zh] stock? in this Is', to: 'zh', provider: 'fake', cached: false });
      const second = await t.post<Translation>(TRANSLATE, { query: 'Is this in stock?', to: 'zh' }, token);
      expect(second.body.data.cached).toBe(true);
      expect((await t.post<Translation>(TRANSLATE, { query: 'Is this in stock?', to: 'en' }, token)).body.data.cached).toBe(false);
      expect((await t.post(TRANSLATE, { query: 'hi', to: 'zh' })).status).toBe(401);
      expect((await t.post(TRANSLATE, { query: 'hi', to: 'fr' }, token)).body.code).toBe(1001);
    });

    it('a provider failure is an error the page shows beside the original; nothing is cached', async () => {
      const res = await t.post(TRANSLATE, { query: 'please [fail]', to: 'zh' }, token);
      expect(res.body).toMatchObject({ code: 7151, data: null });
      expect(await t.db.query('select 1 from translation_cache where translation like $1', ['%fail%'])).toHaveLength(0);
    });
  });
});

describe('configuration', () => {
  it('the fake provider is not a configuration option of production (the server refuses to start)', () => {
    const config = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.co.uk' });
    expect(() => translationProviderFrom({ TRANSLATE_PROVIDER: 'fake' }, config.mode)).toThrow(/refused in production/);
  });
});
