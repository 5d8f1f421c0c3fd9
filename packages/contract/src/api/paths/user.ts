/** The user service's paths: captcha and codes, registration, sign-in, the profile and two-step verification (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.user;

export const captchaImage = `${at}/captcha/image` as const;
export const sendEmailCode = `${at}/captcha/sendEmailCode` as const;
export const sendPhoneCode = `${at}/captcha/sendPhoneCode` as const;
/** whether texts can be sent here (else codes for a phone are e-mailed) */
export const codeChannels = `${at}/captcha/channels` as const;
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
export const updateEmail = `${at}/buyer/updateEmail` as const;
export const updatePhone = `${at}/buyer/updatePhone` as const;
export const updateName = `${at}/buyer/updateName` as const;
export const updateAvatar = `${at}/buyer/updateAvatar` as const;
export const updatePriceDisplay = `${at}/buyer/updatePriceDisplay` as const;
export const completeRegistration = `${at}/buyer/completeRegistration` as const;
export const secondAuthSetup = `${at}/userConfig/secondAuthSetup` as const;
export const updateSecondAuthButton = `${at}/userConfig/updateSecondAuthButton` as const;
export const secondAuthStatus = `${at}/userConfig/selectSecondAuthStatus` as const;
// seller and middle-man applications (issue 13): the applicant's draft, my applications, the reviewer's desk
export const applicationSendCode = `${at}/sellerApplication/sendEmailCode` as const;
export const applicationConfirmEmail = `${at}/sellerApplication/confirmEmail` as const;
export const applicationDraft = `${at}/sellerApplication/draft` as const;
export const applicationSave = `${at}/sellerApplication/save` as const;
export const applicationSubmit = `${at}/sellerApplication/submit` as const;
/** multipart form (the file, kind document) with the draft token in the x-application-token header */
export const applicationUploadDocument = `${at}/sellerApplication/uploadDocument` as const;
export const applicationRemoveDocument = `${at}/sellerApplication/removeDocument` as const;
export const myApplications = `${at}/sellerApplication/mine` as const;
export const middleManProfile = `${at}/middleMenInfo/getOneByUserId` as const;
export const middleManSave = `${at}/middleMenInfo/save` as const;
export const middleManUpdate = `${at}/middleMenInfo/update` as const;
export const reviewApplications = `${at}/platform/application/list` as const;
export const reviewApplication = `${at}/platform/application/detail` as const;
export const approveApplication = `${at}/platform/application/approve` as const;
export const rejectApplication = `${at}/platform/application/reject` as const;
export const assignApplication = `${at}/platform/application/assign` as const;
export const platformUsers = `${at}/platformUser/selectList` as const;
// account closure (issue 14; docs/product.md §4 steps, §7 /buyer/cancel): code, check, delist, close
export const closureSendCode = `${at}/buyer/cancel/sendCode` as const;
export const closureCheck = `${at}/buyer/cancel/check` as const;
export const closureDelistProducts = `${at}/buyer/cancel/delistProducts` as const;
export const closeAccount = `${at}/buyer/cancel` as const;
// platform operations (issue 34 items 1, 6, 7): the staff desk, the accounts desk and the audit log
export const staffList = `${at}/platform/staff/list` as const;
export const staffCreate = `${at}/platform/staff/create` as const;
export const staffSetRoles = `${at}/platform/staff/roles` as const;
export const staffDeactivate = `${at}/platform/staff/deactivate` as const;
export const staffReactivate = `${at}/platform/staff/reactivate` as const;
export const accountSearch = `${at}/platform/account/list` as const;
export const accountDetail = `${at}/platform/account/detail` as const;
export const accountSuspend = `${at}/platform/account/suspend` as const;
export const accountReinstate = `${at}/platform/account/reinstate` as const;
export const auditSearch = `${at}/platform/audit/list` as const;
