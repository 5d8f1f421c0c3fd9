import { type Envelope, type ErrorDefinition, type ErrorName, ErrorCatalogue, type ValidationErrorData, describeIssue, issueField } from '@clearlot/contract';
import type { z } from 'zod';

/** An error the API means to return: always one entry of the catalogue. */
export class AppError extends Error {
  readonly definition: ErrorDefinition;
  constructor(
    readonly errorName: ErrorName,
    readonly data: unknown = null,
  ) {
    super(ErrorCatalogue[errorName].en);
    this.name = 'AppError';
    this.definition = ErrorCatalogue[errorName];
  }
}

export function fail(name: ErrorName, data: unknown = null): never {
  throw new AppError(name, data);
}

/** A request that did not match its contract schema. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 200, message: '成功', messageEn: 'Success', data };
}

export function errorEnvelope(definition: ErrorDefinition, data: unknown = null): Envelope<unknown> {
  return { code: definition.code, message: definition.zh, messageEn: definition.en, data };
}

/** Validation failures name the field: "Parameter validation failed: email — Please enter …" */
export function validationEnvelope(error: RequestValidationError): Envelope<ValidationErrorData> {
  const issues = error.issues.slice(0, 20).map((issue) => {
    const text = describeIssue(issue);
    const field = issueField(issue);
    return { field, message: text.zh, messageEn: text.en };
  });
  const first = issues[0] ?? { field: error.part, message: '', messageEn: '' };
  const base = ErrorCatalogue.validationFailed;
  return {
    code: base.code,
    message: `${base.zh}：${first.field} — ${first.message}`,
    messageEn: `${base.en}: ${first.field} — ${first.messageEn}`,
    data: { field: first.field, issues },
  };
}
