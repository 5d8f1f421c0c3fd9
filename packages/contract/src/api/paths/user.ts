/** The user service's paths: captcha and codes, registration, sign-in, the profile and two-step verification (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.user;

export const captchaImage = `${at}/captcha/image` as const;
export const sendEmailCode = `${at}/captcha/sendEmailCode` as const;
export const sendPhoneCode = `${at}/captcha/sendPhoneCode` as const;
export const checkCode = `${at}/captcha/checkCode` as const;
export const register = `${at}/buyer/register` as const;
export const checkUnique = `${at}/buyer/checkUnique` as const;
export const emailPasswordLogin = `${at}/buyer/emailPasswordLogin` as const;
export const changePassword = `${at}/buyer/updatePassword` as const;
export const phoneCaptchaLogin = `${at}/buyer/phoneCaptchaLogin` as const;
export const secondAuth = `${at}/buyer/secondAuth` as const;
export const info = `${at}/buyer/info` as const;
export const logout = `${at}/buyer/logout` as const;
export const resetPassword = `${at}/buyer/checkCodeAndResetPassword` as const;
export const profile = `${at}/buyer/selectOne` as const;
export const updateNickname = `${at}/buyer/updateNickname` as const;
export const completeRegistration = `${at}/buyer/completeRegistration` as const;
export const secondAuthSetup = `${at}/userConfig/secondAuthSetup` as const;
export const updateSecondAuthButton = `${at}/userConfig/updateSecondAuthButton` as const;
export const secondAuthStatus = `${at}/userConfig/selectSecondAuthStatus` as const;
