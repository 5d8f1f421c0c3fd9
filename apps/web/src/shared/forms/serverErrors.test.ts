import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { ErrorCatalogue } from '@clearlot/contract';
import { ApiError } from '../http/client';
import { placeFailure } from './serverErrors';

function fakeForm() {
  const setFields = vi.fn();
  return { form: { setFields } as unknown as FormInstance, setFields };
}

function apiError(code: number, data: unknown = null) {
  return new ApiError(code, { code, message: '错误', messageEn: 'Problem', data }, 'Problem');
}

describe('placeFailure', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => 'en', setItem: () => undefined });
  });

  it('puts validation issues on the matching fields', () => {
    const { form, setFields } = fakeForm();
    const error = apiError(1001, {
      field: 'email',
      issues: [
        { field: 'email', message: '邮箱无效', messageEn: 'Bad e-mail' },
        { field: 'imageKey', message: '图形码', messageEn: 'Picture code' },
      ],
    });
    const text = placeFailure(form, error, { fields: ['email', 'code'], renamed: { imageKey: 'code' } });
    expect(text).toBeNull();
    expect(setFields).toHaveBeenCalledWith([
      { name: 'email', errors: ['Bad e-mail'] },
      { name: 'code', errors: ['Picture code'] },
    ]);
  });

  it('shows issues about unknown fields above the form', () => {
    const { form } = fakeForm();
    const error = apiError(1001, { field: 'body', issues: [{ field: 'body', message: '多余字段', messageEn: 'Extra field' }] });
    expect(placeFailure(form, error, { fields: ['email'] })).toBe('Extra field');
  });

  it('puts field-specific codes on their field', () => {
    const { form, setFields } = fakeForm();
    const text = placeFailure(form, apiError(ErrorCatalogue.verificationCodeWrong.code), {
      fields: ['code'],
      codes: { [ErrorCatalogue.verificationCodeWrong.code]: 'code' },
    });
    expect(text).toBeNull();
    expect(setFields).toHaveBeenCalledWith([{ name: 'code', errors: ['Problem'] }]);
  });

  it('returns other messages for the form, and stays quiet for what the app shell already showed', () => {
    const { form } = fakeForm();
    expect(placeFailure(form, apiError(ErrorCatalogue.wrongCredentials.code), { fields: [] })).toBe('Problem');
    expect(placeFailure(form, apiError(401), { fields: [] })).toBeNull();
    expect(placeFailure(form, apiError(7018), { fields: [] })).toBeNull();
    expect(placeFailure(form, new ApiError(0, null, 'Network error'), { fields: [] })).toBeNull();
  });
});
