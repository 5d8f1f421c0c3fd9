import { ErrorCatalogue } from '@clearlot/contract/errors';

/** The server's refusals that belong on a form's code field (wrong, never requested, asked again too soon, too many sent), for placeFailure's `codes`. */
export const CODE_FIELD_FAILURES: Record<number, 'code'> = {
  [ErrorCatalogue.verificationCodeWrong.code]: 'code',
  [ErrorCatalogue.verificationCodeNotRequested.code]: 'code',
  [ErrorCatalogue.verificationCodeTooSoon.code]: 'code',
  [ErrorCatalogue.sendLimitReached.code]: 'code',
};
