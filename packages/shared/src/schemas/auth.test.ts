import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { translate } from '../i18n/index.ts';
import {
  editProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  resetTokenSchema,
  setLocationSchema,
  signUpFormSchema,
  signUpSchema,
} from './auth.ts';

const NAME_MIN_EN = 'Complete name must me atleast 3 characters long.';
const PASSWORD_STRENGTH_EN =
  'Password must include 8 characters, 1 upper case letter, 1 lower case letter, 1 numeric value, 1 special character and no spaces.';

/** Every issue as `field → message key`, first issue per field (what the API and the forms show). */
function issues(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    byField[field] ??= issue.message;
  }
  return byField;
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid input, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const validSignUp = {
  name: 'Maria Souza',
  email: 'maria@example.com',
  countryCode: '+55',
  phone: '11987654321',
  password: 'Noite@2026',
  confirmPassword: 'Noite@2026',
  deviceType: 'web',
  deviceToken: '1763750000000',
};

describe('spec messages quoted word for word', () => {
  it('nameMin and passwordStrength read exactly as the specification in English', () => {
    expect(translate('en', 'validation.nameMin')).toBe(NAME_MIN_EN);
    expect(translate('en', 'validation.passwordStrength')).toBe(PASSWORD_STRENGTH_EN);
  });

  it('the schemas answer those keys for a short name and a weak password', () => {
    const errors = issues(signUpSchema, { ...validSignUp, name: 'Jo', password: 'weak', confirmPassword: 'weak' });
    expect(translate('en', errors.name!)).toBe(NAME_MIN_EN);
    expect(translate('en', errors.password!)).toBe(PASSWORD_STRENGTH_EN);
  });

  it('the expired reset link reads "Link Expired"', () => {
    expect(translate('en', 'api.linkExpired')).toBe('Link Expired');
    expect(translate('en', 'api.internalError')).toBe('Something went wrong.');
  });
});

describe('loginSchema (§5 Login)', () => {
  it('accepts a valid e-mail and password, defaults remember and deviceType', () => {
    expect(parsed(loginSchema, { email: 'maria@example.com', password: 'x' })).toEqual({
      email: 'maria@example.com',
      password: 'x',
      remember: true,
      deviceType: 'web',
    });
  });

  it('trims the e-mail and removes every space from e-mail and password', () => {
    const data = parsed(loginSchema, { email: '  ma ria@exam ple.com\t', password: ' No ite@20 26 ', remember: false });
    expect(data.email).toBe('maria@example.com');
    expect(data.password).toBe('Noite@2026');
    expect(data.remember).toBe(false);
  });

  it('lower-cases the e-mail', () => {
    expect(parsed(loginSchema, { email: 'Maria@Example.COM', password: 'x' }).email).toBe('maria@example.com');
  });

  it.each([
    [{ password: 'x' }, { email: 'validation.emailRequired' }],
    [{ email: '', password: 'x' }, { email: 'validation.emailRequired' }],
    [{ email: '   ', password: 'x' }, { email: 'validation.emailRequired' }],
    [{ email: 'not-an-email', password: 'x' }, { email: 'validation.emailInvalid' }],
    [{ email: 'maria@', password: 'x' }, { email: 'validation.emailInvalid' }],
    [{ email: 'maria@example.com' }, { password: 'validation.passwordRequired' }],
    [{ email: 'maria@example.com', password: '' }, { password: 'validation.passwordRequired' }],
    [{ email: 'maria@example.com', password: '   ' }, { password: 'validation.passwordRequired' }],
    [{}, { email: 'validation.emailRequired', password: 'validation.passwordRequired' }],
  ])('rejects %j', (input, expected) => {
    expect(issues(loginSchema, input)).toEqual(expected);
  });

  it('does not apply the strength rule at login (old passwords still sign in)', () => {
    expect(loginSchema.safeParse({ email: 'maria@example.com', password: 'abc' }).success).toBe(true);
  });

  it('rejects a deviceType other than web', () => {
    expect(Object.keys(issues(loginSchema, { email: 'maria@example.com', password: 'x', deviceType: 'ios' }))).toEqual([
      'deviceType',
    ]);
  });
});

describe.each([
  ['signUpSchema', signUpSchema, validSignUp],
  [
    'signUpFormSchema',
    signUpFormSchema,
    {
      name: validSignUp.name,
      email: validSignUp.email,
      countryCode: validSignUp.countryCode,
      phone: validSignUp.phone,
      password: validSignUp.password,
      confirmPassword: validSignUp.confirmPassword,
      terms: true,
    },
  ],
] as const)('%s (§5 User registration)', (_name, schema, valid) => {
  const withField = (field: string, value: unknown) => ({ ...valid, [field]: value });

  it('accepts the valid payload', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  describe('name', () => {
    it.each(['Ana', 'Maria Souza', 'joão_123', 'José da Silva', 'A'.repeat(30), 'Zoë Ürgüç', 'Maria '])(
      'accepts %j',
      (name) => {
        expect(issues(schema, withField('name', name))).toEqual({});
      },
    );

    it('drops trailing spaces', () => {
      expect(parsed(schema, withField('name', 'Maria  ')).name).toBe('Maria');
    });

    it.each([
      [undefined, 'validation.required'],
      ['', 'validation.required'],
      ['Jo', 'validation.nameMin'],
      ['A', 'validation.nameMin'],
      ['Jo ', 'validation.nameMin'],
      ['A'.repeat(31), 'validation.nameMax'],
      [' Maria', 'validation.leadingSpace'],
      ['   ', 'validation.leadingSpace'],
      ['Maria!', 'validation.nameChars'],
      ['Maria-Souza', 'validation.nameChars'],
      ['maria@example', 'validation.nameChars'],
      ['Maria 🎉', 'validation.nameChars'],
      [12345, 'validation.required'],
    ])('rejects %j with %s', (name, key) => {
      expect(issues(schema, withField('name', name))).toEqual({ name: key });
    });
  });

  describe('email', () => {
    it('removes spaces and lower-cases', () => {
      expect(parsed(schema, withField('email', ' Maria@Example.com ')).email).toBe('maria@example.com');
    });

    it.each([
      [undefined, 'validation.emailRequired'],
      ['', 'validation.emailRequired'],
      ['maria', 'validation.emailInvalid'],
      ['maria@example', 'validation.emailInvalid'],
      ['@example.com', 'validation.emailInvalid'],
      [`${'a'.repeat(250)}@example.com`, 'validation.emailInvalid'],
    ])('rejects %j with %s', (email, key) => {
      expect(issues(schema, withField('email', email))).toEqual({ email: key });
    });
  });

  describe('phone', () => {
    it.each(['12345678', '123456789012345', '11987654321'])('accepts %j', (phone) => {
      expect(issues(schema, withField('phone', phone))).toEqual({});
    });

    it('reduces a masked phone to its digits', () => {
      expect(parsed(schema, withField('phone', '(11) 98765-4321')).phone).toBe('11987654321');
    });

    it.each([
      [undefined, 'validation.phoneRequired'],
      ['', 'validation.phoneRequired'],
      ['1234567', 'validation.phoneMin'],
      ['1234567890123456', 'validation.phoneMax'],
      ['1198765432a', 'validation.phoneDigits'],
      ['+5511987654321', 'validation.phoneDigits'],
    ])('rejects %j with %s', (phone, key) => {
      expect(issues(schema, withField('phone', phone))).toEqual({ phone: key });
    });
  });

  describe('countryCode', () => {
    it.each(['+55', '+1', '+351', '+1-684'])('accepts %j', (countryCode) => {
      expect(issues(schema, withField('countryCode', countryCode))).toEqual({});
    });

    it.each([undefined, '', '55', '+', 'BR', '+55555'])('rejects %j', (countryCode) => {
      expect(issues(schema, withField('countryCode', countryCode))).toEqual({
        countryCode: 'validation.countryCodeRequired',
      });
    });
  });

  describe('password', () => {
    it.each(['Noite@2026', 'aB3@aB3@', 'Zz9$zzzz', 'Abcdefg1!', 'Aa1%Aa1%Aa1%Aa1%Aa1%'])('accepts %j', (password) => {
      expect(issues(schema, { ...valid, password, confirmPassword: password })).toEqual({});
    });

    it('strips spaces before checking (spaces never count)', () => {
      const data = parsed(schema, { ...valid, password: 'Noite @2026', confirmPassword: 'Noite@2026' });
      expect(data.password).toBe('Noite@2026');
      expect(issues(schema, { ...valid, password: 'Ab1@ a b', confirmPassword: 'Ab1@ab' })).toEqual({
        password: 'validation.passwordStrength',
      });
    });

    it.each([
      ['Ab1@abc', 'shorter than 8'],
      ['noite@2026', 'no upper case'],
      ['NOITE@2026', 'no lower case'],
      ['Noite@Noite', 'no digit'],
      ['Noite2026', 'no special character'],
      ['Noite#2026', 'a special character outside @$!%*?&'],
      ['Noite@2026ç', 'a letter outside A-Z'],
    ])('rejects %j (%s) with passwordStrength', (password) => {
      expect(issues(schema, { ...valid, password, confirmPassword: password })).toEqual({
        password: 'validation.passwordStrength',
      });
    });

    it('requires it', () => {
      expect(issues(schema, withField('password', undefined)).password).toBe('validation.passwordRequired');
      expect(issues(schema, withField('password', '')).password).toBe('validation.passwordRequired');
    });

    it('caps it at 64 characters', () => {
      const long = `Aa1@${'a'.repeat(61)}`;
      expect(issues(schema, { ...valid, password: long, confirmPassword: long })).toEqual({
        password: 'validation.passwordMax',
      });
    });
  });

  describe('confirmPassword', () => {
    it('is required', () => {
      expect(issues(schema, withField('confirmPassword', undefined))).toEqual({
        confirmPassword: 'validation.confirmPasswordRequired',
      });
      expect(issues(schema, withField('confirmPassword', '')).confirmPassword).toBe(
        'validation.confirmPasswordRequired',
      );
    });

    it('must equal the password', () => {
      expect(issues(schema, withField('confirmPassword', 'Noite@2027'))).toEqual({
        confirmPassword: 'validation.passwordsDontMatch',
      });
    });

    it('equals after spaces are stripped from both', () => {
      expect(issues(schema, withField('confirmPassword', 'Noite@ 2026'))).toEqual({});
    });
  });

  it('lists every invalid field at once, including a mismatch', () => {
    const errors = issues(schema, {
      ...valid,
      name: 'J',
      email: 'x',
      phone: '12',
      countryCode: '',
      password: 'weak',
      confirmPassword: 'other',
    });
    expect(errors).toEqual({
      name: 'validation.nameMin',
      email: 'validation.emailInvalid',
      phone: 'validation.phoneMin',
      countryCode: 'validation.countryCodeRequired',
      password: 'validation.passwordStrength',
      confirmPassword: 'validation.passwordsDontMatch',
    });
  });
});

describe('signUpSchema (API payload)', () => {
  it('defaults deviceType to web and keeps deviceToken optional', () => {
    const { deviceType: _deviceType, deviceToken: _deviceToken, ...rest } = validSignUp;
    const data = parsed(signUpSchema, rest);
    expect(data.deviceType).toBe('web');
    expect(data.deviceToken).toBeUndefined();
  });

  it('rejects a deviceType other than web and an over-long deviceToken', () => {
    expect(Object.keys(issues(signUpSchema, { ...validSignUp, deviceType: 'android' }))).toEqual(['deviceType']);
    expect(Object.keys(issues(signUpSchema, { ...validSignUp, deviceToken: 'x'.repeat(65) }))).toEqual(['deviceToken']);
  });

  it('never lets the client choose the role (unknown keys are dropped)', () => {
    const data = parsed(signUpSchema, { ...validSignUp, type: 'admin' });
    expect(data).not.toHaveProperty('type');
  });
});

describe('signUpFormSchema terms', () => {
  const form = {
    name: validSignUp.name,
    email: validSignUp.email,
    countryCode: validSignUp.countryCode,
    phone: validSignUp.phone,
    password: validSignUp.password,
    confirmPassword: validSignUp.confirmPassword,
  };

  it('must be accepted', () => {
    expect(issues(signUpFormSchema, { ...form, terms: false })).toEqual({ terms: 'validation.acceptTerms' });
    expect(Object.keys(issues(signUpFormSchema, form))).toEqual(['terms']);
    expect(issues(signUpFormSchema, { ...form, terms: true })).toEqual({});
  });
});

describe('forgotPasswordSchema (§5 Forgot password: e-mail only)', () => {
  it('accepts an e-mail, stripped of spaces and lower-cased', () => {
    expect(parsed(forgotPasswordSchema, { email: ' Maria@Example.com ' })).toEqual({ email: 'maria@example.com' });
  });

  it.each([
    [{}, 'validation.emailRequired'],
    [{ email: '' }, 'validation.emailRequired'],
    [{ email: 'maria' }, 'validation.emailInvalid'],
  ])('rejects %j', (input, key) => {
    expect(issues(forgotPasswordSchema, input)).toEqual({ email: key });
  });

  it('keeps nothing but the e-mail', () => {
    expect(parsed(forgotPasswordSchema, { email: 'maria@example.com', extra: 1 })).toEqual({
      email: 'maria@example.com',
    });
  });
});

describe('resetPasswordFormSchema (§5 Reset password)', () => {
  it('accepts a strong password and its confirmation', () => {
    expect(issues(resetPasswordFormSchema, { password: 'Noite@2026', confirmPassword: 'Noite@2026' })).toEqual({});
  });

  it('applies the strength rule', () => {
    const errors = issues(resetPasswordFormSchema, { password: 'noite2026', confirmPassword: 'noite2026' });
    expect(errors).toEqual({ password: 'validation.passwordStrength' });
    expect(translate('en', errors.password!)).toBe(PASSWORD_STRENGTH_EN);
  });

  it('requires the confirmation and that it matches', () => {
    expect(issues(resetPasswordFormSchema, { password: 'Noite@2026' })).toEqual({
      confirmPassword: 'validation.confirmPasswordRequired',
    });
    expect(issues(resetPasswordFormSchema, { password: 'Noite@2026', confirmPassword: 'Noite@2025' })).toEqual({
      confirmPassword: 'validation.passwordsDontMatch',
    });
  });

  it('requires the password', () => {
    expect(issues(resetPasswordFormSchema, { confirmPassword: 'Noite@2026' }).password).toBe(
      'validation.passwordRequired',
    );
  });
});

describe('reset token and reset API payload', () => {
  it('requires a token of at most 200 characters', () => {
    expect(issues(resetTokenSchema, {})).toEqual({ token: 'validation.tokenRequired' });
    expect(issues(resetTokenSchema, { token: '  ' })).toEqual({ token: 'validation.tokenRequired' });
    expect(issues(resetTokenSchema, { token: 'x'.repeat(201) })).toEqual({ token: 'validation.tokenRequired' });
    expect(parsed(resetTokenSchema, { token: ' abc ' })).toEqual({ token: 'abc' });
  });

  it('checks the new password strength', () => {
    expect(issues(resetPasswordSchema, { token: 'abc', password: 'weak' })).toEqual({
      password: 'validation.passwordStrength',
    });
    expect(issues(resetPasswordSchema, { token: 'abc', password: 'Noite@2026' })).toEqual({});
  });
});

describe('editProfileSchema (§5 Account)', () => {
  const valid = { name: 'Maria Souza', countryCode: '+55', phone: '11987654321' };

  it('accepts name, countryCode and phone without a password', () => {
    expect(parsed(editProfileSchema, valid)).toEqual(valid);
  });

  it('treats an empty password as "keep the current one"', () => {
    expect(parsed(editProfileSchema, { ...valid, password: '' }).password).toBe('');
    expect(parsed(editProfileSchema, { ...valid, password: '   ' }).password).toBe('');
  });

  it('accepts a strong password of at most 15 characters, spaces removed', () => {
    expect(parsed(editProfileSchema, { ...valid, password: 'Noite@2026' }).password).toBe('Noite@2026');
    expect(parsed(editProfileSchema, { ...valid, password: 'Aa1@aaaaaaaaaaa' }).password).toHaveLength(15);
    expect(parsed(editProfileSchema, { ...valid, password: ' Noite @2026 ' }).password).toBe('Noite@2026');
  });

  it('rejects a password over 15 characters', () => {
    expect(issues(editProfileSchema, { ...valid, password: 'Aa1@aaaaaaaaaaaa' })).toEqual({
      password: 'validation.accountPasswordMax',
    });
  });

  it('rejects a weak password with the spec message', () => {
    const errors = issues(editProfileSchema, { ...valid, password: 'abc' });
    expect(errors).toEqual({ password: 'validation.passwordStrength' });
    expect(translate('en', errors.password!)).toBe(PASSWORD_STRENGTH_EN);
  });

  it.each([
    ['name', 'A'.repeat(31), 'validation.nameMax'],
    ['name', ' Maria', 'validation.leadingSpace'],
    ['name', 'Jo', 'validation.nameMin'],
    ['name', '', 'validation.required'],
    ['name', 'Maria$', 'validation.nameChars'],
    ['phone', '1234567890123456', 'validation.phoneMax'],
    ['phone', '11 9876-abcd', 'validation.phoneDigits'],
    ['phone', '', 'validation.phoneRequired'],
    ['countryCode', '', 'validation.countryCodeRequired'],
  ])('rejects %s %j with %s', (field, value, key) => {
    expect(issues(editProfileSchema, { ...valid, [field]: value })).toEqual({ [field]: key });
  });

  it('reduces the auto-formatted phone (NN) NNNNN-NNNN to digits', () => {
    expect(parsed(editProfileSchema, { ...valid, phone: '(11) 98765-4321' }).phone).toBe('11987654321');
  });

  it('does not let the e-mail be edited (unknown keys are dropped)', () => {
    expect(parsed(editProfileSchema, { ...valid, email: 'other@example.com' })).not.toHaveProperty('email');
  });

  it('lists every invalid field at once', () => {
    expect(Object.keys(issues(editProfileSchema, { name: ' x', countryCode: 'x', phone: 'x', password: 'x' }))).toEqual(
      ['name', 'countryCode', 'phone', 'password'],
    );
  });
});

describe('setLocationSchema', () => {
  it('accepts JSON numbers in range', () => {
    expect(parsed(setLocationSchema, { latitude: -90, longitude: 180 })).toEqual({ latitude: -90, longitude: 180 });
    expect(parsed(setLocationSchema, { latitude: -23.55, longitude: -46.63 })).toEqual({
      latitude: -23.55,
      longitude: -46.63,
    });
  });

  it.each([null, '', false, true, [], '0x10', '-23.55', Number.POSITIVE_INFINITY, Number.NaN])(
    'never reads a coordinate from %j',
    (value) => {
      expect(issues(setLocationSchema, { latitude: value, longitude: value })).toEqual({
        latitude: 'validation.latitude',
        longitude: 'validation.longitude',
      });
    },
  );

  it('rejects values out of range and non-numbers', () => {
    expect(issues(setLocationSchema, { latitude: 90.1, longitude: -180.1 })).toEqual({
      latitude: 'validation.latitude',
      longitude: 'validation.longitude',
    });
    expect(issues(setLocationSchema, { latitude: 'north', longitude: 0 })).toEqual({
      latitude: 'validation.latitude',
    });
  });
});
