import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseContractError, responseSerializer, successEnvelope } from './responses';

const Answer = successEnvelope(z.object({ total: z.number().int() }).strict());
const compile = (mode: 'production' | 'development' | 'test', httpStatus = '200') =>
  responseSerializer(mode)({ schema: Answer, method: 'POST', url: '/srs-test/answer', httpStatus });

const envelope = (data: unknown) => ({ code: 200, message: '成功', messageEn: 'Success', data });

describe('responseSerializer', () => {
  it('writes an answer that keeps to its schema as it is', () => {
    expect(compile('test')(envelope({ total: 3 }))).toBe('{"code":200,"message":"成功","messageEn":"Success","data":{"total":3}}');
  });

  it('refuses, outside production, a success answer that left its schema, naming the route and the field', () => {
    for (const mode of ['test', 'development'] as const) {
      const serialize = compile(mode);
      expect(() => serialize(envelope({ total: '3' }))).toThrow(ResponseContractError);
      expect(() => serialize(envelope({ total: 3, passwordHash: 'x' }))).toThrow(/POST \/srs-test\/answer.*passwordHash/s);
    }
  });

  it('writes plain JSON in production, without the check', () => {
    expect(compile('production')(envelope({ total: '3' }))).toBe('{"code":200,"message":"成功","messageEn":"Success","data":{"total":"3"}}');
  });

  it('never checks error envelopes: a refusal must always be able to leave', () => {
    const refusal = { code: 1001, message: '参数校验失败', messageEn: 'Parameter validation failed', data: { field: 'email' } };
    expect(compile('test', '4xx')(refusal)).toBe(JSON.stringify(refusal));
  });
});
