/** The user service's routes (docs/product.md §7, "Account and authentication"). */
import type { FastifyInstance } from 'fastify';
import {
  CaptchaImageBody,
  CaptchaImageResult,
  CheckCodeBody,
  CheckUniqueBody,
  CheckUniqueResult,
  CompleteRegistrationBody,
  EmailPasswordLoginBody,
  Flag,
  LoginResult,
  NoData,
  PhoneCaptchaLoginBody,
  RegisterBody,
  RegisterResult,
  ResetPasswordBody,
  ChangePasswordBody,
  SecondAuthBody,
  SecondAuthSetupBody,
  SecondAuthSetupResult,
  SecondAuthStatus,
  SendCodeResult,
  CodeChannels,
  EmptyBody,
  SendEmailCodeBody,
  SendPhoneCodeBody,
  TokenBody,
  UpdateAvatarBody,
  UpdatePriceDisplayBody,
  UpdateEmailBody,
  UpdateNameBody,
  UpdateNicknameBody,
  UpdatePhoneBody,
  UpdateSecondAuthButtonBody,
  UserInfo,
  UserProfile,
} from '@clearlot/contract';
import { sessionOf } from '../../platform/auth';
import { requestContext as ctx } from '../../platform/request-context';
import { route } from '../../platform/routes';
import { type UserServiceDeps, createUserService } from './service';
import { createAccountSettings } from './settings';

export function userRoutes(deps: UserServiceDeps) {
  const users = createUserService(deps);
  const settings = createAccountSettings(deps);
  return async function userService(app: FastifyInstance) {
    const tags = ['user'];
    // captcha
    route(app, 'POST', '/captcha/image', { response: CaptchaImageResult, body: CaptchaImageBody, summary: 'New image captcha', tags }, ({ request }) =>
      users.captchaImage(ctx(request)),
    );
    // with or without a session: a signed-in account asking for a code to bind its own address is told it is already its own
    route(
      app,
      'POST',
      '/captcha/sendEmailCode',
      { response: SendCodeResult, body: SendEmailCodeBody, auth: 'optional', summary: 'E-mail a verification code', tags },
      ({ body, request }) => users.sendEmailCode(body, ctx(request), request.session?.userId ?? null),
    );
    route(
      app,
      'POST',
      '/captcha/sendPhoneCode',
      { response: SendCodeResult, body: SendPhoneCodeBody, auth: 'optional', summary: 'Text a verification code', tags },
      ({ body, request }) => users.sendPhoneCode(body, ctx(request), request.session?.userId ?? null),
    );
    route(
      app,
      'POST',
      '/captcha/channels',
      { response: CodeChannels, body: EmptyBody, auth: 'none', summary: 'Whether texts can be sent here (else codes for a phone are e-mailed to the account)', tags },
      () => users.codeChannels(),
    );
    route(app, 'POST', '/captcha/checkCode', { response: Flag, body: CheckCodeBody, summary: 'Check a code without using it', tags }, ({ body, request }) =>
      users.checkCode(body, ctx(request)),
    );
    // registration and sign-in
    route(app, 'POST', '/buyer/register', { response: RegisterResult, body: RegisterBody, summary: 'Register a buyer', tags }, ({ body, request }) =>
      users.register(body, ctx(request)),
    );
    route(app, 'POST', '/buyer/checkUnique', { response: CheckUniqueResult, body: CheckUniqueBody, summary: 'Is a user name, e-mail or phone free', tags }, ({ body, request }) =>
      users.checkUnique(body, ctx(request)),
    );
    route(
      app,
      'POST',
      '/buyer/emailPasswordLogin',
      { response: LoginResult, body: EmailPasswordLoginBody, summary: 'Sign in with e-mail and password', tags },
      ({ body, request }) => users.emailPasswordLogin(body, ctx(request)),
    );
    route(app, 'POST', '/buyer/phoneCaptchaLogin', { response: LoginResult, body: PhoneCaptchaLoginBody, summary: 'Sign in with phone and SMS code', tags }, ({ body, request }) =>
      users.phoneCaptchaLogin(body, ctx(request)),
    );
    route(
      app,
      'POST',
      '/buyer/secondAuth',
      { response: LoginResult, body: SecondAuthBody, auth: 'pending', summary: 'Second sign-in step (authenticator code)', tags },
      ({ body, request }) => users.secondAuth(sessionOf(request), body.code, ctx(request)),
    );
    route(app, 'POST', '/buyer/info', { response: UserInfo, body: TokenBody, auth: 'required', summary: 'Signed-in user', tags }, ({ request }) => users.info(sessionOf(request)));
    route(app, 'POST', '/buyer/logout', { response: NoData, body: TokenBody, auth: 'required', summary: 'Sign out (revokes the token)', tags }, async ({ request }) => {
      await users.logout(sessionOf(request));
      return null;
    });
    route(
      app,
      'POST',
      '/buyer/checkCodeAndResetPassword',
      { response: NoData, body: ResetPasswordBody, summary: 'Reset the password with an e-mailed code', tags },
      async ({ body, request }) => {
        await users.resetPassword(body, ctx(request));
        return null;
      },
    );
    route(
      app,
      'POST',
      '/buyer/updatePassword',
      { response: NoData, body: ChangePasswordBody, auth: 'required', summary: 'Change the password (other sessions are signed out)', tags },
      async ({ body, request }) => {
        await users.changePassword(sessionOf(request), body, ctx(request));
        return null;
      },
    );
    route(app, 'POST', '/buyer/selectOne', { response: UserProfile, body: TokenBody, auth: 'required', summary: 'Full profile of the signed-in user', tags }, ({ request }) =>
      users.selectOne(sessionOf(request)),
    );
    route(app, 'POST', '/buyer/updateNickname', { response: UserProfile, body: UpdateNicknameBody, auth: 'required', summary: 'Change nickname', tags }, ({ body, request }) =>
      users.updateNickname(sessionOf(request), body.nickname),
    );
    route(
      app,
      'POST',
      '/buyer/updateEmail',
      { response: UserProfile, body: UpdateEmailBody, auth: 'required', summary: 'Bind a new e-mail address, confirmed by the code sent to it', tags },
      ({ body, request }) => settings.updateEmail(sessionOf(request), body, ctx(request)),
    );
    route(
      app,
      'POST',
      '/buyer/updatePhone',
      { response: UserProfile, body: UpdatePhoneBody, auth: 'required', summary: 'Bind a new mobile number, confirmed by the code texted to it', tags },
      ({ body, request }) => settings.updatePhone(sessionOf(request), body, ctx(request)),
    );
    route(
      app,
      'POST',
      '/buyer/updateName',
      { response: UserProfile, body: UpdateNameBody, auth: 'required', summary: 'Change the first and last name', tags },
      ({ body, request }) => settings.updateName(sessionOf(request), body),
    );
    route(
      app,
      'POST',
      '/buyer/updateAvatar',
      { response: UserProfile, body: UpdateAvatarBody, auth: 'required', summary: 'Set the avatar to an uploaded photo, or remove it', tags },
      ({ body, request }) => settings.updateAvatar(sessionOf(request), body.icon),
    );
    route(
      app,
      'POST',
      '/buyer/updatePriceDisplay',
      { response: UserProfile, body: UpdatePriceDisplayBody, auth: 'required', summary: 'Show prices with VAT or ex VAT (the buyer’s setting)', tags },
      ({ body, request }) => settings.updatePriceDisplay(sessionOf(request), body.pricesWithVat),
    );
    route(
      app,
      'POST',
      '/buyer/completeRegistration',
      { response: UserInfo, body: CompleteRegistrationBody, auth: 'required', summary: 'Complete business information (grants purchase permission)', tags },
      ({ body, request }) => users.completeRegistration(sessionOf(request), body),
    );
    // two-step verification
    route(
      app,
      'POST',
      '/userConfig/secondAuthSetup',
      { response: SecondAuthSetupResult, body: SecondAuthSetupBody, auth: 'required', summary: 'New authenticator secret and QR code', tags },
      ({ request }) => users.secondAuthSetup(sessionOf(request)),
    );
    route(
      app,
      'POST',
      '/userConfig/updateSecondAuthButton',
      { response: SecondAuthStatus, body: UpdateSecondAuthButtonBody, auth: 'required', summary: 'Turn two-step verification on or off', tags },
      ({ body, request }) => users.updateSecondAuthButton(sessionOf(request), body.enabled, body.code, ctx(request)),
    );
    route(
      app,
      'POST',
      '/userConfig/selectSecondAuthStatus',
      { response: SecondAuthStatus, body: TokenBody, auth: 'required', summary: 'Two-step verification status', tags },
      ({ request }) => users.selectSecondAuthStatus(sessionOf(request)),
    );
  };
}
