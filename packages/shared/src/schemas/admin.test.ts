import { describe, expect, it } from 'vitest';
import {
  cnpjField,
  cpfField,
  createEstablishmentSchema,
  deleteOwnerSchema,
  editOwnerSchema,
  formatCpf,
  isInBrazil,
  ownerListQuerySchema,
  zipCodeField,
} from './admin.ts';

/* What the admin routes' tests do not reach directly: the fields' normal forms and the defaults. */

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('admin fields', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    [' 529 982 247 25 ', '52998224725'],
  ])('reads the CPF %j as its 11 digits', (input, digits) => {
    expect(cpfField.parse(input)).toBe(digits);
  });

  it.each(['', '529.982.247-24', '000.000.000-00', '5299822472a', '529982247251'])('refuses the CPF %j', (input) => {
    expect(firstIssue(cpfField.safeParse(input))).toMatch(/^validation\.cpf(Required|Invalid)$/);
  });

  it('masks 11 digits and leaves anything else as it is', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299822')).toBe('5299822');
  });

  it('masks a bare CNPJ and CEP and keeps masked ones', () => {
    expect(cnpjField.parse('11222333000181')).toBe('11.222.333/0001-81');
    expect(cnpjField.parse('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(firstIssue(cnpjField.safeParse('11.222.333/0001-80'))).toBe('validation.cnpjInvalid');
    expect(zipCodeField.parse('01001000')).toBe('01001-000');
    expect(firstIssue(zipCodeField.safeParse('01001-00'))).toBe('validation.zipInvalid');
  });

  it("knows Brazil's bounding box, islands included", () => {
    expect(isInBrazil(-23.55, -46.63)).toBe(true);
    expect(isInBrazil(-3.85, -32.42)).toBe(true); // Fernando de Noronha
    expect(isInBrazil(38.72, -9.14)).toBe(false); // Lisbon
    expect(isInBrazil(-34.9, -56.16)).toBe(false); // Montevideo
  });
});

describe('admin requests', () => {
  it('defaults the owner list to the newest first, 5 a page', () => {
    expect(ownerListQuerySchema.parse({})).toEqual({ offset: 0, limit: 5, sort: 'createdAt', order: -1 });
    expect(deleteOwnerSchema.parse({ userId: '2f1b9c2e-4a5d-4e6f-8a7b-9c0d1e2f3a4b', search: 'ana ' }).search).toBe(
      'ana',
    );
  });

  it('keeps the password optional on edit, and the venue list empty by default', () => {
    const parsed = editOwnerSchema.parse({
      userId: '2f1b9c2e-4a5d-4e6f-8a7b-9c0d1e2f3a4b',
      name: 'Jo',
      cpf: '529.982.247-25',
      countryCode: '+55',
      phone: '11987654321',
      email: 'Jo@Example.com',
    });
    expect(parsed).toMatchObject({ cpf: '52998224725', email: 'jo@example.com', establishments: [] });
    expect(parsed.password).toBeUndefined();
  });

  it('puts a position outside Brazil on latitude only while the country code is +55', () => {
    const venue = {
      owner: '2f1b9c2e-4a5d-4e6f-8a7b-9c0d1e2f3a4b',
      plan: 'basico',
      establishmentType: ['bar'],
      countryCode: '+55',
      phone: '1133334444',
      cnpj: '11.222.333/0001-81',
      zipCode: '01001-000',
      address: 'Praça da Sé',
      fantasyName: 'Bar',
      corporateName: 'Bar Ltda',
      name: 'Bar',
      email: 'bar@example.com',
      latitude: 38.72,
      longitude: -9.14,
    };
    const inBrazil = createEstablishmentSchema.safeParse(venue);
    expect(inBrazil.success).toBe(false);
    expect(inBrazil.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['latitude', 'validation.positionOutsideBrazil'],
    ]);
    expect(createEstablishmentSchema.safeParse({ ...venue, countryCode: '+351' }).success).toBe(true);
  });
});
