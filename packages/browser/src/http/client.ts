/**
 * The HTTP client of docs/product.md §7-8: JSON envelope {code, message, messageEn, data},
 * 15 s timeout, bearer header, loading spinner (hidden 200 ms after the last call),
 * 401/403/20004 → sign-in dialog, 7017/7018 → Tips dialog and reload, other codes →
 * a warning in the stored language; timeout and network failures get their own toast.
 * Calls name a path of the contract's table (ApiPath) and get its body and answer types from
 * the contract (api/types.ts), so a call cannot send or expect what the server does not.
 */
// Deep imports, not the package index: the index pulls every zod schema into the first page.
import type { ApiBody, ApiParams, ApiQuery, ApiResponse, GetPath, PostPath } from '@clearlot/contract/api/types';
import type { Envelope } from '@clearlot/contract/envelope';
import { ReloadCodes, SignInRequiredCodes, SuccessCode } from '@clearlot/contract/responseCodes';
import { currentLanguage, pickMessage } from '../i18n/language';
import { clientMessages } from './messages';
import { emitHttpEvent } from './events';
import { getToken } from '../session/token';

export const REQUEST_TIMEOUT_MS = 15_000;
export const SPINNER_HIDE_DELAY_MS = 200;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly envelope: Envelope<unknown> | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** show the global spinner (default true) */
  loading?: boolean;
  /** show a warning for non-200 codes (default true); callers that handle codes themselves turn it off */
  notify?: boolean;
  /**
   * open the sign-in dialog on 401/403/20004 (default true). The route guard turns it off
   * while it checks a stored token: it shows "session expired" itself (docs/product.md §2).
   */
  signInPrompt?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** extra headers, applied last (the two-step sign-in call sends the pending token itself) */
  headers?: Record<string, string>;
}

let pending = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function startLoading() {
  pending++;
  if (hideTimer) clearTimeout(hideTimer);
  emitHttpEvent({ type: 'loading', active: true });
}

function stopLoading() {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
  hideTimer = setTimeout(() => emitHttpEvent({ type: 'loading', active: false }), SPINNER_HIDE_DELAY_MS);
}

type TextValues = Record<string, string | number | boolean | null | undefined>;

/** The path with its `:name` parameters filled in and the query appended. */
export function buildUrl(path: string, params?: TextValues, query?: TextValues): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.set(key, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && typeof (value as { code: unknown }).code === 'number';
}

async function request<T>(method: 'GET' | 'POST', url: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const { loading = true, notify = true, signInPrompt = true, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);

  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  if (loading) startLoading();
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: combined,
    });
  } catch (cause) {
    if (loading) stopLoading();
    if (signal?.aborted) throw cause;
    const message = timeout.aborted ? clientMessages.timeout : clientMessages.network;
    const text = pickMessage(message);
    emitHttpEvent({ type: 'error', message: text });
    throw new ApiError(0, null, text);
  }
  if (loading) stopLoading();

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (isEnvelope(payload) && payload.code === SuccessCode) return payload.data as T;

  const code = isEnvelope(payload) ? payload.code : response.status;
  const text = isEnvelope(payload) ? pickMessage(payload) : pickMessage(clientMessages.network);
  const signInRequired = SignInRequiredCodes.includes(code) || response.status === 401 || (response.status === 403 && code === 403);
  if (signInRequired) {
    if (signInPrompt) emitHttpEvent({ type: 'signInRequired' });
  } else if (ReloadCodes.includes(code)) {
    emitHttpEvent({ type: 'reloadTips', message: text });
  } else if (notify) {
    emitHttpEvent({ type: isEnvelope(payload) ? 'warning' : 'error', message: text });
  }
  throw new ApiError(code, isEnvelope(payload) ? payload : null, text);
}

/** What a POST takes after its path: the body (optional when the contract lets it be left out), then options. */
type PostArguments<P extends PostPath> = undefined extends ApiBody<P> ? [body?: ApiBody<P>, options?: RequestOptions] : [body: ApiBody<P>, options?: RequestOptions];

/** A GET's query and path parameters, required when the contract has a field that must be given. */
type Part<Name extends string, T> = [T] extends [never] ? object : object extends T ? { [K in Name]?: T } : { [K in Name]: T };
type GetOptions<P extends GetPath> = RequestOptions & Part<'query', ApiQuery<P>> & Part<'params', ApiParams<P>>;
type GetArguments<P extends GetPath> = object extends GetOptions<P> ? [options?: GetOptions<P>] : [options: GetOptions<P>];

export const api = {
  post<P extends PostPath>(path: P, ...[body, options]: PostArguments<P>): Promise<ApiResponse<P>> {
    return request<ApiResponse<P>>('POST', path, body ?? {}, options);
  },
  get<P extends GetPath>(path: P, ...[options]: GetArguments<P>): Promise<ApiResponse<P>> {
    const { query, params } = (options ?? {}) as { query?: TextValues; params?: TextValues };
    return request<ApiResponse<P>>('GET', buildUrl(path, params, query), undefined, options);
  },
};
