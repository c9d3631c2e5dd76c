import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';
import { capitalOfCep, cepOf } from './cep.ts';

describe('CEP ranges', () => {
  it('reads a CEP with or without its dash, and nothing else', () => {
    expect(cepOf('01001-000')).toBe('01001-000');
    expect(cepOf(' 20040002 ')).toBe('20040-002');
    expect(cepOf('01.001-000')).toBe('01001-000');
    expect(cepOf('0100-1000')).toBeUndefined();
    expect(cepOf('Praça da Sé')).toBeUndefined();
  });

  it('knows the capitals by their ranges, and only them', () => {
    expect(capitalOfCep('01001-000')).toBe('SP');
    expect(capitalOfCep('20040-002')).toBe('RJ');
    expect(capitalOfCep('70040-010')).toBe('DF');
    expect(capitalOfCep('90010-000')).toBe('RS');
    expect(capitalOfCep('13010-000')).toBeUndefined(); // Campinas: São Paulo state, not its capital
  });
});

describe('GET /geo/search with a CEP, offline geocoder', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUpAndLogin('admin');
  });
  afterAll(() => t.close());

  const search = (q: string) =>
    t.request({ method: 'GET', url: `/api/v1/geo/search?q=${encodeURIComponent(q)}`, headers: admin.headers });

  it("places a capital's CEP at the capital's centre", async () => {
    const { status, body } = await search('01001-000');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0].formattedAddress).toContain('São Paulo - SP');
    expect(body.data[0].latitude).toBeCloseTo(-23.55, 1);
    expect(body.data[0].longitude).toBeCloseTo(-46.63, 1);
    const rio = await search('20040002');
    expect(rio.body.data[0].formattedAddress).toContain('Rio de Janeiro - RJ');
  });

  it('finds nothing for a CEP outside the capitals (no street data offline)', async () => {
    const { status, body } = await search('13010-000');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});
