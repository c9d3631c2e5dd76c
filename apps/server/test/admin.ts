import { cnpjFromBase, cpfFromBase } from '../src/db/seed/brazil.ts';
import type { SignedInUser, TestApp } from './helper.ts';

/* Bodies and calls shared by the admin console's route tests. */

let serial = 100_000_000;

/** A valid CPF, different on every call, as its 11 digits. */
export function nextCpf(): string {
  serial += 7919;
  return cpfFromBase(String(serial).slice(-9).padStart(9, '1')).replace(/\D/g, '');
}

/** A valid CNPJ, masked. */
export function nextCnpj(): string {
  serial += 7919;
  return cnpjFromBase(String(serial).slice(-8));
}

export function ownerBody(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: 'João da Silva',
    cpf: nextCpf(),
    countryCode: '+55',
    phone: '11987654321',
    email: `owner.${serial}@example.com`,
    password: 'Noite@2026',
    deviceType: 'web',
    ...overrides,
  };
}

export function venueBody(owner: string, overrides: Record<string, unknown> = {}) {
  return {
    owner,
    plan: 'basico',
    establishmentType: ['bar', 'club'],
    countryCode: '+55',
    phone: '(11) 3333-4444',
    phone2: '',
    cnpj: nextCnpj(),
    ie: '',
    zipCode: '01001-000',
    address: 'Praça da Sé, 100 - Sé, São Paulo - SP',
    fantasyName: 'Bar do Zé',
    corporateName: 'Bar do Ze Ltda',
    name: 'Bar do Zé',
    email: 'contato@bardoze.com.br',
    latitude: -23.5503,
    longitude: -46.6339,
    ...overrides,
  };
}

/** POSTs to /api/v1/admin/<path> as `user` (nobody when null), answers in English. */
export function adminCall(t: TestApp, path: string, user: SignedInUser | null, payload: unknown) {
  return t.request({
    method: 'POST',
    url: `/api/v1/admin/${path}`,
    headers: { language: 'en', ...(user ? user.headers : {}) },
    payload: payload as Record<string, unknown>,
  });
}
