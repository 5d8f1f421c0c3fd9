import type { FastifyRequest } from 'fastify';

export type Language = 'en' | 'zh';

/** Who is asking, as far as rules and messages care. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
  language: Language;
}

/** Accept-Language decides the language of e-mails and texts: zh when it prefers Chinese. */
export function requestContext(request: FastifyRequest): RequestContext {
  const accept = String(request.headers['accept-language'] ?? '').toLowerCase();
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    language: accept.startsWith('zh') ? 'zh' : 'en',
  };
}
