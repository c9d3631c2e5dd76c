import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  blockOwnerSchema,
  createEstablishmentSchema,
  editOwnerSchema,
  formatCpf,
  isInBrazil,
  ownerListQuerySchema,
  ownerSignUpSchema,
} from './admin.ts';

/** The first issue of each field, as `field → message key`. */
function issues(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid input, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const OWNER_ID = '3f7c1e9a-2b4d-4c6e-8f0a-1b2c3d4e5f60';

const validOwner = {
  name: 'João Almeida',
  cpf: '529.982.247-25',
  countryCode: '+55',
  phone: '11987654321',
  email: 'joao@example.com',
  password: 'Noite@2026',
};

const validVenue = {
  owner: OWNER_ID,
  plan: 'basico',
  establishmentType: ['bar', 'club'],
  countryCode: '+55',
  phone: '(11) 98765-4321',
  cnpj: '11.222.333/0001-81',
  ie: '',
  zipCode: '01001-000',
  address: 'Praça da Sé, 100 - Sé, São Paulo - SP',
  fantasyName: 'Bar do Zé',
  corporateName: 'Bar do Zé Comércio Ltda',
  name: 'Bar do Zé & Cia',
  email: 'contato@bardoze.com.br',
  latitude: -23.5503,
  longitude: -46.6339,
};

describe('owner sign-up', () => {
  it('answers the CPF as its 11 digits, with or without the mask', () => {
    expect(parsed(ownerSignUpSchema, validOwner).cpf).toBe('52998224725');
    expect(parsed(ownerSignUpSchema, { ...validOwner, cpf: '52998224725' }).cpf).toBe('52998224725');
  });

  it('refuses a CPF with wrong check digits, a short one and repeated digits', () => {
    for (const cpf of ['529.982.247-24', '529.982.247', '111.111.111-11', '5299822472a']) {
      expect(issues(ownerSignUpSchema, { ...validOwner, cpf }).cpf).toBe('validation.cpfInvalid');
    }
    expect(issues(ownerSignUpSchema, { ...validOwner, cpf: '' }).cpf).toBe('validation.cpfRequired');
  });

  it('asks for at least 3 characters of name on creation', () => {
    expect(issues(ownerSignUpSchema, { ...validOwner, name: 'Jo' }).name).toBe('validation.nameMin');
    expect(issues(ownerSignUpSchema, { ...validOwner, name: 'Joa' })).toEqual({});
    expect(issues(ownerSignUpSchema, { ...validOwner, name: 'a'.repeat(31) }).name).toBe('validation.nameMax');
  });

  it('needs the strong password rule', () => {
    expect(issues(ownerSignUpSchema, { ...validOwner, password: 'weakpass' }).password).toBe(
      'validation.passwordStrength',
    );
  });
});

describe('owner edit', () => {
  const validEdit = { ...validOwner, userId: OWNER_ID, password: '' };

  it('accepts a name of 2 characters and an empty password (kept as it is)', () => {
    const edit = parsed(editOwnerSchema, { ...validEdit, name: 'Jo' });
    expect(edit.name).toBe('Jo');
    expect(edit.password).toBe('');
    expect(edit.establishments).toEqual([]);
    expect(issues(editOwnerSchema, { ...validEdit, name: 'J' }).name).toBe('validation.ownerNameMin');
  });

  it('checks each venue setting', () => {
    const errors = issues(editOwnerSchema, {
      ...validEdit,
      establishments: [{ _id: OWNER_ID, isActive: 'yes', plan: 'gold' }],
    });
    expect(errors['establishments.0.isActive']).toBe('validation.invalid');
    expect(errors['establishments.0.plan']).toBe('validation.planRequired');
  });
});

describe('owner list query', () => {
  it('defaults to the first page of 5, newest first', () => {
    expect(parsed(ownerListQuerySchema, {})).toEqual({ offset: 0, limit: 5, sort: 'createdAt', order: -1 });
  });

  it('refuses an unknown sort, an order other than 1 or -1 and a search starting with a space', () => {
    const errors = issues(ownerListQuerySchema, { sort: 'password', order: 0, search: ' ana' });
    expect(errors).toEqual({
      sort: 'validation.sortInvalid',
      order: 'validation.orderInvalid',
      search: 'validation.searchLeadingSpace',
    });
  });

  it('needs a boolean to block', () => {
    expect(issues(blockOwnerSchema, { userId: OWNER_ID }).isBlocked).toBe('validation.invalid');
  });
});

describe('establishment form', () => {
  it('accepts the spec example and normalises phone, CNPJ and CEP', () => {
    const venue = parsed(createEstablishmentSchema, { ...validVenue, cnpj: '11222333000181', zipCode: '01001000' });
    expect(venue.phone).toBe('11987654321');
    expect(venue.cnpj).toBe('11.222.333/0001-81');
    expect(venue.zipCode).toBe('01001-000');
    expect(venue.ie).toBeNull();
  });

  it('checks the CNPJ pattern and check digits', () => {
    expect(issues(createEstablishmentSchema, { ...validVenue, cnpj: '11.222.333/0001-82' }).cnpj).toBe(
      'validation.cnpjInvalid',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, cnpj: '11.222.333-0001/81' }).cnpj).toBe(
      'validation.cnpjInvalid',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, cnpj: '' }).cnpj).toBe('validation.cnpjRequired');
  });

  it('checks the CEP and the phones at their bounds', () => {
    expect(issues(createEstablishmentSchema, { ...validVenue, zipCode: '0100-1000' }).zipCode).toBe(
      'validation.zipInvalid',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, phone: '(11) 8765-432' }).phone).toBe(
      'validation.venuePhoneMin',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, phone: '(11) 8765-4321' })).toEqual({});
    expect(issues(createEstablishmentSchema, { ...validVenue, phone: '1'.repeat(16) }).phone).toBe(
      'validation.phoneMax',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, phone2: '' })).toEqual({});
  });

  it('checks fantasy and corporate names: 2 to 30, alphanumeric at both ends', () => {
    expect(issues(createEstablishmentSchema, { ...validVenue, fantasyName: 'Zé' })).toEqual({});
    expect(issues(createEstablishmentSchema, { ...validVenue, fantasyName: 'Z' }).fantasyName).toBe(
      'validation.companyNameMin',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, fantasyName: '_Bar' }).fantasyName).toBe(
      'validation.companyNameChars',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, corporateName: 'Bar Ltda.' }).corporateName).toBe(
      'validation.companyNameChars',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, corporateName: 'a'.repeat(31) }).corporateName).toBe(
      'validation.companyNameMax',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, fantasyName: ' Bar' }).fantasyName).toBe(
      'validation.leadingSpace',
    );
  });

  it('takes an optional I.E. of 2 to 30 letters, digits, spaces or underscores', () => {
    expect(parsed(createEstablishmentSchema, { ...validVenue, ie: '110042490114' }).ie).toBe('110042490114');
    expect(issues(createEstablishmentSchema, { ...validVenue, ie: '1' }).ie).toBe('validation.ieInvalid');
    expect(issues(createEstablishmentSchema, { ...validVenue, ie: '___' }).ie).toBe('validation.ieInvalid');
  });

  it('takes one or two venue types and a plan', () => {
    expect(issues(createEstablishmentSchema, { ...validVenue, establishmentType: [] }).establishmentType).toBe(
      'validation.venueTypesRequired',
    );
    expect(
      issues(createEstablishmentSchema, { ...validVenue, establishmentType: ['bar', 'pub', 'club'] }).establishmentType,
    ).toBe('validation.venueTypesMax');
    expect(issues(createEstablishmentSchema, { ...validVenue, plan: 'gold' }).plan).toBe('validation.planRequired');
  });

  it('keeps a +55 venue inside Brazil, and lets another country code place it anywhere', () => {
    const lisbon = { latitude: 38.7223, longitude: -9.1393 };
    expect(issues(createEstablishmentSchema, { ...validVenue, ...lisbon }).latitude).toBe(
      'validation.positionOutsideBrazil',
    );
    expect(issues(createEstablishmentSchema, { ...validVenue, ...lisbon, countryCode: '+351' })).toEqual({});
    expect(isInBrazil(3.84, -32.41)).toBe(true); // Fernando de Noronha
    expect(isInBrazil(-34.9, -56.16)).toBe(false); // Montevideo
  });

  it('limits the address to 150 characters', () => {
    expect(issues(createEstablishmentSchema, { ...validVenue, address: 'a'.repeat(150) })).toEqual({});
    expect(issues(createEstablishmentSchema, { ...validVenue, address: 'a'.repeat(151) }).address).toBe(
      'validation.addressMax',
    );
  });
});

describe('formatCpf', () => {
  it('masks 11 digits and leaves anything else alone', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
  });
});
