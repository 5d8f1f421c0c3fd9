import { describe, expect, it } from 'vitest';
import { emailProblem, normaliseEmail, passwordClassCount, passwordProblem, usernameProblem, verificationCodeProblem } from './account';

describe('usernameProblem', () => {
  it('requires a value', () => {
    expect(usernameProblem('')).toBe('required');
  });

  it('accepts 6 to 20 characters and refuses 5 and 21', () => {
    expect(usernameProblem('abcde')).toBe('usernameLength');
    expect(usernameProblem('abcdef')).toBeNull();
    expect(usernameProblem('a'.repeat(20))).toBeNull();
    expect(usernameProblem('a'.repeat(21))).toBe('usernameLength');
  });

  it('allows letters, digits and underscores only', () => {
    expect(usernameProblem('Trade_Buyer_01')).toBeNull();
    expect(usernameProblem('trade-buyer')).toBe('usernameChars');
    expect(usernameProblem('trade buyer')).toBe('usernameChars');
    expect(usernameProblem('trade.buyer')).toBe('usernameChars');
    expect(usernameProblem('tradé_buyer')).toBe('usernameChars');
  });

  it('refuses the marketplace name in any case, even split by underscores', () => {
    expect(usernameProblem('ClearLot_fan')).toBe('usernameForbidden');
    expect(usernameProblem('CLEARLOT99')).toBe('usernameForbidden');
    expect(usernameProblem('clear_lot_fan')).toBe('usernameForbidden');
  });

  it('refuses offensive words, also hidden by underscores', () => {
    expect(usernameProblem('shitseller')).toBe('usernameForbidden');
    expect(usernameProblem('big_F_u_c_k')).toBe('usernameForbidden');
    expect(usernameProblem('site_admin1')).toBe('usernameForbidden');
  });
});

describe('passwordProblem', () => {
  it('requires a value', () => {
    expect(passwordProblem('')).toBe('required');
  });

  it('accepts 8 and 20 characters and refuses 7 and 21', () => {
    expect(passwordProblem('Abcdef1')).toBe('passwordLength');
    expect(passwordProblem('Abcdefg1')).toBeNull();
    expect(passwordProblem(`Ab1${'c'.repeat(17)}`)).toBeNull();
    expect(passwordProblem(`Ab1${'c'.repeat(18)}`)).toBe('passwordLength');
  });

  it('refuses exactly two character classes and accepts three or four', () => {
    expect(passwordProblem('abcdefgh1')).toBe('passwordClasses');
    expect(passwordProblem('ABCDEFGH!')).toBe('passwordClasses');
    expect(passwordProblem('abcdefgh')).toBe('passwordClasses');
    expect(passwordProblem('Abcdefgh1')).toBeNull();
    expect(passwordProblem('abcdefg1!')).toBeNull();
    expect(passwordProblem('ABCDEFG1?')).toBeNull();
    expect(passwordProblem('Demo#Buyer2026')).toBeNull();
  });

  it('accepts every listed special character', () => {
    for (const special of '~!@#$%^&*()_+-=.,?') {
      expect(passwordProblem(`Abcdefg${special}`), special).toBeNull();
    }
  });

  it('refuses characters outside the list, even with enough classes', () => {
    expect(passwordProblem('Abcdef1<')).toBe('passwordChars');
    expect(passwordProblem('Abcdef1 x')).toBe('passwordChars');
    expect(passwordProblem('Abcdef1/')).toBe('passwordChars');
    expect(passwordProblem('Abcdef1]')).toBe('passwordChars');
    expect(passwordProblem('Abcdéf1!')).toBe('passwordChars');
  });

  it('counts classes', () => {
    expect(passwordClassCount('')).toBe(0);
    expect(passwordClassCount('aA')).toBe(2);
    expect(passwordClassCount('aA1')).toBe(3);
    expect(passwordClassCount('aA1-')).toBe(4);
    expect(passwordClassCount('<>')).toBe(0);
  });
});

describe('emailProblem', () => {
  it('requires a value', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(emailProblem('buyer@clearlot.test')).toBeNull();
    expect(emailProblem('first.last+orders@trade.co.uk')).toBeNull();
    expect(emailProblem('  buyer@example.com ')).toBeNull();
  });

  it('refuses QQ mail domains in any case', () => {
    expect(emailProblem('12345@qq.com')).toBe('emailQq');
    expect(emailProblem('12345@vip.qq.com')).toBe('emailQq');
    expect(emailProblem('someone@foxmail.com')).toBe('emailQq');
    expect(emailProblem('someone@QQ.COM')).toBe('emailQq');
    expect(emailProblem('someone@notqq.com')).toBeNull();
  });

  it('refuses malformed addresses', () => {
    expect(emailProblem('buyer..name@example.com')).toBe('emailInvalid');
    expect(emailProblem('buyer@example..com')).toBe('emailInvalid');
    expect(emailProblem('.buyer@example.com')).toBe('emailInvalid');
    expect(emailProblem('buyer.@example.com')).toBe('emailInvalid');
    expect(emailProblem('buyer@example')).toBe('emailInvalid');
    expect(emailProblem('buyer example@example.com')).toBe('emailInvalid');
    expect(emailProblem('buyer@@example.com')).toBe('emailInvalid');
    expect(emailProblem('@example.com')).toBe('emailInvalid');
    expect(emailProblem('buyer@-example.com')).toBe('emailInvalid');
    expect(emailProblem(`${'a'.repeat(250)}@x.com`)).toBe('emailInvalid');
  });

  it('normalises to trimmed lower case', () => {
    expect(normaliseEmail('  Buyer@ClearLot.Test ')).toBe('buyer@clearlot.test');
  });
});

describe('verificationCodeProblem', () => {
  it('needs exactly six digits', () => {
    expect(verificationCodeProblem('')).toBe('required');
    expect(verificationCodeProblem('123456')).toBeNull();
    expect(verificationCodeProblem('12345')).toBe('codeFormat');
    expect(verificationCodeProblem('1234567')).toBe('codeFormat');
    expect(verificationCodeProblem('12345a')).toBe('codeFormat');
  });
});
