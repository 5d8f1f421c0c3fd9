/**
 * The company registers an application is checked against (issue 13; DESIGN.md "Outside
 * providers"): Companies House for the company number, HMRC's "check a UK VAT number" for the VAT
 * number. Each sits behind an interface; the real one is used when configured
 * (COMPANIES_HOUSE_API_KEY; HMRC_CLIENT_ID and HMRC_CLIENT_SECRET), and without it the check is
 * recorded as "not checked" — never an invented answer. A register that fails or takes longer than
 * REGISTER_TIMEOUT_MS is recorded as "unavailable"; the reviewer decides without it.
 */
import type { RegisterCheckResult } from '@clearlot/contract';

export interface RegisterAnswer {
  result: RegisterCheckResult;
  /** the name the register holds, when found */
  name: string | null;
}

export interface CompanyRegister {
  lookUpCompany(companyNumber: string): Promise<RegisterAnswer>;
}
export interface VatRegister {
  /** `vrn`: the nine digits of a GB or XI VAT number */
  lookUpVat(vrn: string): Promise<RegisterAnswer>;
}

export const REGISTER_TIMEOUT_MS = 5000;
const NOT_CHECKED: RegisterAnswer = { result: 'notChecked', name: null };
const UNAVAILABLE: RegisterAnswer = { result: 'unavailable', name: null };

type Fetch = typeof fetch;

/** Companies House public data API: GET /company/{number}, the API key as the basic-auth user name. */
export function companiesHouse(apiKey: string, options: { baseUrl?: string; fetch?: Fetch } = {}): CompanyRegister {
  const base = options.baseUrl ?? 'https://api.company-information.service.gov.uk';
  const doFetch = options.fetch ?? fetch;
  return {
    async lookUpCompany(companyNumber) {
      try {
        const response = await doFetch(`${base}/company/${encodeURIComponent(companyNumber)}`, {
          headers: { authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`, accept: 'application/json' },
          signal: AbortSignal.timeout(REGISTER_TIMEOUT_MS),
        });
        if (response.status === 404) return { result: 'notFound', name: null };
        if (!response.ok) return UNAVAILABLE;
        const body = (await response.json()) as { company_name?: unknown; company_status?: unknown };
        const name = typeof body.company_name === 'string' ? body.company_name : null;
        return { result: body.company_status === 'active' ? 'found' : 'inactive', name };
      } catch {
        return UNAVAILABLE;
      }
    },
  };
}

/**
 * HMRC "Check a UK VAT number" API v2: an application-restricted OAuth token (client credentials,
 * kept until shortly before it expires), then GET /organisations/vat/check-vat-number/lookup/{vrn}.
 */
export function hmrcVatCheck(clientId: string, clientSecret: string, options: { baseUrl?: string; fetch?: Fetch } = {}): VatRegister {
  const base = options.baseUrl ?? 'https://api.service.hmrc.gov.uk';
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; until: number } | null = null;
  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await doFetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, scope: 'read:vat' }).toString(),
      signal: AbortSignal.timeout(REGISTER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HMRC token: ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }
  return {
    async lookUpVat(vrn) {
      try {
        const response = await doFetch(`${base}/organisations/vat/check-vat-number/lookup/${encodeURIComponent(vrn)}`, {
          headers: { authorization: `Bearer ${await accessToken()}`, accept: 'application/vnd.hmrc.2.0+json' },
          signal: AbortSignal.timeout(REGISTER_TIMEOUT_MS),
        });
        if (response.status === 404) return { result: 'notFound', name: null };
        if (!response.ok) return UNAVAILABLE;
        const body = (await response.json()) as { target?: { name?: unknown } };
        return { result: 'found', name: typeof body.target?.name === 'string' ? body.target.name : null };
      } catch {
        return UNAVAILABLE;
      }
    },
  };
}

export interface Registers {
  company: CompanyRegister;
  vat: VatRegister;
}

/** The registers the environment configures; "not checked" for each one it does not. */
export function registersFromEnvironment(env: NodeJS.ProcessEnv = process.env): Registers {
  const companyKey = env.COMPANIES_HOUSE_API_KEY?.trim();
  const hmrcId = env.HMRC_CLIENT_ID?.trim();
  const hmrcSecret = env.HMRC_CLIENT_SECRET?.trim();
  return {
    company: companyKey ? companiesHouse(companyKey, { baseUrl: env.COMPANIES_HOUSE_API_URL || undefined }) : { lookUpCompany: async () => NOT_CHECKED },
    vat: hmrcId && hmrcSecret ? hmrcVatCheck(hmrcId, hmrcSecret, { baseUrl: env.HMRC_API_URL || undefined }) : { lookUpVat: async () => NOT_CHECKED },
  };
}
