/**
 * Translation behind one interface (issue 12; DESIGN.md "Outside providers"): Baidu Fanyi or DeepL,
 * chosen by configuration, keys in environment variables. With none configured there is no provider
 * and the translate action says translation is not available — never an invented translation. The
 * deterministic fake is for automated tests only and is refused in production.
 *
 *   TRANSLATE_PROVIDER   baidu | deepl | fake (default: the one whose keys are set, else none)
 *   BAIDU_TRANSLATE_APP_ID, BAIDU_TRANSLATE_KEY      Baidu Fanyi general translation API
 *   DEEPL_API_KEY        DeepL (a key ending in ":fx" uses the free API host)
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TranslateLanguage } from '@clearlot/contract';
import { ConfigError } from '../../../platform/config';

export interface TranslationProvider {
  readonly name: string;
  translate(text: string, to: TranslateLanguage): Promise<string>;
}

/** A start-up refusal, printed like the other configuration errors. */
export class TranslationConfigError extends ConfigError {}

const TIMEOUT_MS = 5_000;

/** Baidu Fanyi: GET with an MD5 signature of appid + text + salt + key. */
export function baiduProvider(appId: string, key: string, fetchImpl: typeof fetch = fetch): TranslationProvider {
  return {
    name: 'baidu',
    async translate(text, to) {
      const salt = randomBytes(6).toString('hex');
      const sign = createHash('md5').update(`${appId}${text}${salt}${key}`).digest('hex');
      const body = new URLSearchParams({ q: text, from: 'auto', to, appid: appId, salt, sign });
      const response = await fetchImpl('https://fanyi-api.baidu.com/api/trans/vip/translate', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const data = (await response.json()) as { trans_result?: Array<{ dst: string }>; error_code?: string; error_msg?: string };
      if (!response.ok || !data.trans_result?.length) throw new Error(`baidu translate failed: ${data.error_code ?? response.status} ${data.error_msg ?? ''}`);
      return data.trans_result.map((part) => part.dst).join('\n');
    },
  };
}

/** DeepL: POST /v2/translate with the key in the Authorization header. */
export function deeplProvider(apiKey: string, fetchImpl: typeof fetch = fetch): TranslationProvider {
  const host = apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
  return {
    name: 'deepl',
    async translate(text, to) {
      const response = await fetchImpl(`${host}/v2/translate`, {
        method: 'POST',
        headers: { authorization: `DeepL-Auth-Key ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: [text], target_lang: to === 'zh' ? 'ZH' : 'EN-GB' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const data = (await response.json().catch(() => ({}))) as { translations?: Array<{ text: string }>; message?: string };
      if (!response.ok || !data.translations?.length) throw new Error(`deepl translate failed: ${response.status} ${data.message ?? ''}`);
      return data.translations[0]!.text;
    },
  };
}

/**
 * Tests only: a visibly marked, deterministic "translation" (the text reversed word by word behind a
 * language tag), so a test can tell it from the original. Never configured in production.
 */
export const fakeProvider: TranslationProvider = {
  name: 'fake',
  async translate(text, to) {
    if (text.includes('[fail]')) throw new Error('fake provider asked to fail');
    return `[${to}] ${text.split(/\s+/).reverse().join(' ')}`;
  },
};

/** The provider the environment configures, or null (translation not available). */
export function translationProviderFrom(env: NodeJS.ProcessEnv, mode: 'development' | 'production' | 'test'): TranslationProvider | null {
  const wanted = (env.TRANSLATE_PROVIDER ?? '').trim().toLowerCase();
  const baidu = env.BAIDU_TRANSLATE_APP_ID && env.BAIDU_TRANSLATE_KEY ? { appId: env.BAIDU_TRANSLATE_APP_ID, key: env.BAIDU_TRANSLATE_KEY } : null;
  const deepl = env.DEEPL_API_KEY || null;
  switch (wanted) {
    case 'fake':
      if (mode === 'production') throw new TranslationConfigError('TRANSLATE_PROVIDER=fake is for tests only and is refused in production.');
      return fakeProvider;
    case 'baidu':
      if (!baidu) throw new TranslationConfigError('TRANSLATE_PROVIDER=baidu needs BAIDU_TRANSLATE_APP_ID and BAIDU_TRANSLATE_KEY.');
      return baiduProvider(baidu.appId, baidu.key);
    case 'deepl':
      if (!deepl) throw new TranslationConfigError('TRANSLATE_PROVIDER=deepl needs DEEPL_API_KEY.');
      return deeplProvider(deepl);
    case '':
    case 'none':
      if (wanted === 'none') return null;
      return baidu ? baiduProvider(baidu.appId, baidu.key) : deepl ? deeplProvider(deepl) : null;
    default:
      throw new TranslationConfigError(`TRANSLATE_PROVIDER must be baidu, deepl, fake or none, got "${env.TRANSLATE_PROVIDER}"`);
  }
}
