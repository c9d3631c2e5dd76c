import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInUser, type TestApp } from '../../../test/helper.ts';

const LOCATION_FAILED_EN = 'Please check you location permissions.';
const PAULISTA = { lat: -23.5614, lng: -46.6559 };
const RIO = { lat: -22.9068, lng: -43.1729 };

function reverseUrl(point: { lat: number | string; lng: number | string }) {
  return `/api/v1/geo/reverse?lat=${point.lat}&lng=${point.lng}`;
}

function searchUrl(q: string) {
  return `/api/v1/geo/search?q=${encodeURIComponent(q)}`;
}

describe('geo API, offline geocoder (the default)', () => {
  let t: TestApp;
  let visitor: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    visitor = await t.signUpAndLogin('user');
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    for (const url of [reverseUrl(PAULISTA), searchUrl('sao paulo')]) {
      const { status, body } = await t.request({ method: 'GET', url });
      expect(status).toBe(401);
      expect(body).toMatchObject({ status: 401, data: null });
    }
  });

  it('answers 400 listing every invalid coordinate', async () => {
    const cases = [
      { url: reverseUrl({ lat: 100, lng: 'abc' }), fields: ['lat', 'lng'] },
      { url: reverseUrl({ lat: -23.5, lng: 181 }), fields: ['lng'] },
      { url: reverseUrl({ lat: '', lng: '' }), fields: ['lat', 'lng'] },
      { url: reverseUrl({ lat: '0x10', lng: '1e1' }), fields: ['lat', 'lng'] },
      { url: reverseUrl({ lat: 'true', lng: '-46.6' }), fields: ['lat'] },
      { url: '/api/v1/geo/reverse', fields: ['lat', 'lng'] },
    ];
    for (const { url, fields } of cases) {
      const { status, body } = await t.request({ method: 'GET', url, headers: { ...visitor.headers, language: 'en' } });
      expect(status, url).toBe(400);
      expect(body.status).toBe(400);
      const errors = body.data.errors as { field: string; message: string }[];
      expect(errors.map((error) => error.field).sort(), url).toEqual(fields);
      if (fields.includes('lat')) {
        expect(errors.find((error) => error.field === 'lat')?.message).toBe('Latitude must be between -90 and 90.');
      }
    }
  });

  it('names the district and city of Avenida Paulista', async () => {
    const { status, body } = await t.request({ method: 'GET', url: reverseUrl(PAULISTA), headers: visitor.headers });
    expect(status).toBe(200);
    expect(body.status).toBe(200);
    expect(body.message).toBe('Localização encontrada.');
    expect(body.data.formattedAddress).toContain('São Paulo');
    expect(body.data.formattedAddress).toMatch(/São Paulo - SP/);
    expect(Object.keys(body.data)).toEqual(['formattedAddress']);
  });

  it('names Rio de Janeiro, with the country in the request language', async () => {
    const pt = await t.request({ method: 'GET', url: reverseUrl(RIO), headers: visitor.headers });
    expect(pt.status).toBe(200);
    expect(pt.body.data.formattedAddress).toContain('Rio de Janeiro');
    const en = await t.request({
      method: 'GET',
      url: reverseUrl(RIO),
      headers: { ...visitor.headers, language: 'en' },
    });
    expect(en.body.message).toBe('Location found.');
    expect(en.body.data.formattedAddress).toContain('Rio de Janeiro');
    // Either "Copacabana, Rio de Janeiro - RJ" (a district) or "Rio de Janeiro - RJ, Brasil" (the city itself).
    if (pt.body.data.formattedAddress.includes('Brasil')) expect(en.body.data.formattedAddress).toContain('Brazil');
  });

  it('keeps a district that GeoNames files under the wrong municipality out of it', async () => {
    // Jardim Paulista is in São Paulo; the data set files it under Guarulhos.
    const { body } = await t.request({
      method: 'GET',
      url: reverseUrl({ lat: -23.5668, lng: -46.6644 }),
      headers: visitor.headers,
    });
    expect(body.data.formattedAddress).not.toContain('Guarulhos');
    expect(body.data.formattedAddress).toContain('SP');
  });

  it('still answers for a point in the ocean, coarser', async () => {
    for (const point of [
      { lat: -25, lng: -40 },
      { lat: 0, lng: -25 },
      { lat: -48.88, lng: -123.39 },
    ]) {
      const { status, body } = await t.request({ method: 'GET', url: reverseUrl(point), headers: visitor.headers });
      expect(status).toBe(200);
      expect(typeof body.data.formattedAddress).toBe('string');
      expect(body.data.formattedAddress.length).toBeGreaterThan(0);
    }
    const { body } = await t.request({
      method: 'GET',
      url: reverseUrl({ lat: -25, lng: -40 }),
      headers: visitor.headers,
    });
    expect(body.data.formattedAddress).toBe('Brasil');
  });

  it('names places outside Brazil with their country', async () => {
    const { body } = await t.request({
      method: 'GET',
      url: reverseUrl({ lat: -34.6037, lng: -58.3816 }),
      headers: { ...visitor.headers, language: 'en' },
    });
    expect(body.data.formattedAddress).toBe('Buenos Aires, Argentina');
  });

  it('serves owners and admins too', async () => {
    for (const role of ['owner', 'admin'] as const) {
      const user = await t.signUpAndLogin(role);
      const { status } = await t.request({ method: 'GET', url: reverseUrl(PAULISTA), headers: user.headers });
      expect(status).toBe(200);
    }
  });

  it('finds São Paulo for "sao paulo", accent-insensitively, best match first', async () => {
    const { status, body } = await t.request({ method: 'GET', url: searchUrl('sao paulo'), headers: visitor.headers });
    expect(status).toBe(200);
    expect(body.message).toBe('Localização encontrada.');
    const places = body.data as { formattedAddress: string; latitude: number; longitude: number }[];
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places[0]!.formattedAddress).toBe('São Paulo - SP, Brasil');
    expect(places[0]!.latitude).toBeCloseTo(-23.55, 1);
    expect(places[0]!.longitude).toBeCloseTo(-46.63, 1);
    for (const place of places) {
      expect(Object.keys(place).sort()).toEqual(['formattedAddress', 'latitude', 'longitude']);
    }
  });

  it('finds districts and ranks the big city first', async () => {
    const pinheiros = await t.request({ method: 'GET', url: searchUrl('Pinheiros'), headers: visitor.headers });
    expect(pinheiros.body.data[0].formattedAddress).toBe('Pinheiros, São Paulo - SP');
    const rio = await t.request({ method: 'GET', url: searchUrl('rio'), headers: visitor.headers });
    expect(rio.body.data[0].formattedAddress).toBe('Rio de Janeiro - RJ, Brasil');
    expect(rio.body.data).toHaveLength(10);
    const both = await t.request({ method: 'GET', url: searchUrl('copacabana rio'), headers: visitor.headers });
    expect(both.body.data[0].formattedAddress).toBe('Copacabana, Rio de Janeiro - RJ');
    const none = await t.request({ method: 'GET', url: searchUrl('xyzzy qwerty'), headers: visitor.headers });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it("gives an admin a district's or city's centre to place a venue; a capital's CEP its centre", async () => {
    const admin = await t.signUpAndLogin('admin');
    const search = (q: string) => t.request({ method: 'GET', url: searchUrl(q), headers: admin.headers });
    const consolacao = await search('Consolação São Paulo');
    expect(consolacao.status).toBe(200);
    const [first] = consolacao.body.data as { formattedAddress: string; latitude: number; longitude: number }[];
    expect(first!.formattedAddress).toMatch(/São Paulo - SP/);
    expect(first!.latitude).toBeCloseTo(-23.55, 1);
    expect(first!.longitude).toBeCloseTo(-46.65, 1);
    for (const cep of ['01001-000', '01001000']) {
      const answer = await search(cep);
      expect(answer.status).toBe(200);
      expect(answer.body.data[0].formattedAddress).toMatch(/São Paulo - SP/);
    }
  });

  it('documents both routes with their query parameters in the OpenAPI reference', async () => {
    const { status, body } = await t.request({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(status).toBe(200);
    const paths = body as unknown as { paths: Record<string, { get: { parameters: { name: string; in: string }[] } }> };
    const names = (path: string) =>
      paths.paths[path]!.get.parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
    expect(names('/api/v1/geo/reverse').sort()).toEqual(['query:lat', 'query:lng']);
    expect(names('/api/v1/geo/search')).toEqual(['query:q']);
  });

  it('validates the search text', async () => {
    const cases = [
      { q: 'a', message: 'Type at least 2 characters to search for a place.' },
      { q: ' sao paulo', message: 'Search must not start with a space.' },
      { q: 'x'.repeat(101), message: 'The search must be at most 100 characters long.' },
    ];
    for (const { q, message } of cases) {
      const { status, body } = await t.request({
        method: 'GET',
        url: searchUrl(q),
        headers: { ...visitor.headers, language: 'en' },
      });
      expect(status, q).toBe(400);
      expect(body.data.errors).toEqual([{ field: 'q', message }]);
    }
    const missing = await t.request({ method: 'GET', url: '/api/v1/geo/search', headers: visitor.headers });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors[0].field).toBe('q');
  });
});

/** A fake geocoding provider on 127.0.0.1: records every request and answers what the test sets. */
interface FakeProvider {
  url: string;
  requests: { path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders }[];
  /** `destroy: true` drops the connection without an answer. */
  respond: (path: string, query: URLSearchParams) => { status?: number; body?: unknown; destroy?: boolean };
  close(): Promise<void>;
}

async function startFakeProvider(): Promise<FakeProvider> {
  const fake: FakeProvider = {
    url: '',
    requests: [],
    respond: () => ({ status: 500, body: {} }),
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    fake.requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    const { status = 200, body, destroy } = fake.respond(url.pathname, url.searchParams);
    if (destroy) {
      request.socket.destroy();
      return;
    }
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

const NOMINATIM_PAULISTA = {
  place_id: 1,
  lat: '-23.5614',
  lon: '-46.6559',
  display_name:
    'Avenida Paulista, Bela Vista, São Paulo, Região Metropolitana de São Paulo, São Paulo, 01310-100, Brasil',
  address: {
    road: 'Avenida Paulista',
    house_number: '1578',
    suburb: 'Bela Vista',
    city: 'São Paulo',
    state: 'São Paulo',
    'ISO3166-2-lvl4': 'BR-SP',
    postcode: '01310-100',
    country: 'Brasil',
    country_code: 'br',
  },
};

describe('geo API, nominatim geocoder against a fake provider', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let visitor: SignedInUser;

  beforeAll(async () => {
    fake = await startFakeProvider();
    t = await createTestApp({ env: { GEOCODER: 'nominatim', GEOCODER_URL: `${fake.url}/` } });
    visitor = await t.signUpAndLogin('user');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('reverse geocodes through /reverse with the language and a user agent', async () => {
    fake.respond = (path) => (path === '/reverse' ? { body: NOMINATIM_PAULISTA } : { status: 404, body: {} });
    const { status, body } = await t.request({ method: 'GET', url: reverseUrl(PAULISTA), headers: visitor.headers });
    expect(status).toBe(200);
    expect(body.data).toEqual({ formattedAddress: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe('/reverse');
    expect(request!.query.get('format')).toBe('jsonv2');
    expect(Number(request!.query.get('lat'))).toBe(PAULISTA.lat);
    expect(Number(request!.query.get('lon'))).toBe(PAULISTA.lng);
    expect(request!.query.get('accept-language')).toBe('pt-BR');
    expect(request!.headers['user-agent']).toMatch(/^Noite\//);

    // The same position again comes from the cache.
    await t.request({ method: 'GET', url: reverseUrl(PAULISTA), headers: visitor.headers });
    expect(fake.requests).toHaveLength(1);
  });

  it('searches Brazil through /search', async () => {
    fake.respond = (path) =>
      path === '/search'
        ? {
            body: [
              NOMINATIM_PAULISTA,
              { lat: '-22.97', lon: '-43.18', display_name: 'Copacabana, Rio de Janeiro, Brasil' },
              { lat: 'not a number', lon: '0', display_name: 'Broken' },
            ],
          }
        : { status: 404, body: {} };
    const { status, body } = await t.request({
      method: 'GET',
      url: searchUrl('avenida paulista'),
      headers: { ...visitor.headers, language: 'en' },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        formattedAddress: 'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
        latitude: -23.5614,
        longitude: -46.6559,
      },
      { formattedAddress: 'Copacabana, Rio de Janeiro, Brasil', latitude: -22.97, longitude: -43.18 },
    ]);
    const [request] = fake.requests;
    expect(request!.path).toBe('/search');
    expect(request!.query.get('q')).toBe('avenida paulista');
    expect(request!.query.get('countrycodes')).toBe('br');
    expect(request!.query.get('format')).toBe('jsonv2');
    expect(request!.query.get('accept-language')).toBe('en');
  });

  it('looks a CEP up as a postal code in Brazil, with or without its mask', async () => {
    fake.respond = (path) =>
      path === '/search'
        ? {
            body: [
              {
                lat: '-23.5503',
                lon: '-46.6339',
                display_name: 'Praça da Sé, Sé, São Paulo, 01001-000, Brasil',
                address: {
                  road: 'Praça da Sé',
                  suburb: 'Sé',
                  city: 'São Paulo',
                  postcode: '01001-000',
                  'ISO3166-2-lvl4': 'BR-SP',
                  country: 'Brasil',
                },
              },
            ],
          }
        : { status: 404, body: {} };
    for (const cep of ['01001-000', '01001000', '01.001-000']) {
      fake.requests.length = 0;
      const { status, body } = await t.request({ method: 'GET', url: searchUrl(cep), headers: visitor.headers });
      expect(status).toBe(200);
      expect(body.data).toEqual([
        { formattedAddress: 'Praça da Sé - Sé, São Paulo - SP', latitude: -23.5503, longitude: -46.6339 },
      ]);
      const [request] = fake.requests;
      if (!request) continue; // the same CEP again comes from the cache
      expect(request.query.get('postalcode')).toBe('01001-000');
      expect(request.query.get('q')).toBeNull();
      expect(request.query.get('countrycodes')).toBe('br');
    }
  });

  it('answers 400 "Please check you location permissions." when the provider fails', async () => {
    const failures: ReturnType<FakeProvider['respond']>[] = [
      { status: 503, body: { error: 'busy' } },
      { body: { error: 'Unable to geocode' } },
      { body: 'not json' },
      { destroy: true },
    ];
    for (const [index, failure] of failures.entries()) {
      fake.respond = () => failure;
      const point = { lat: -10 - index, lng: -50 };
      const en = await t.request({
        method: 'GET',
        url: reverseUrl(point),
        headers: { ...visitor.headers, language: 'en' },
      });
      expect(en.status).toBe(400);
      expect(en.body).toEqual({ status: 400, message: LOCATION_FAILED_EN, data: null });
    }
    const pt = await t.request({ method: 'GET', url: searchUrl('curitiba'), headers: visitor.headers });
    expect(pt.status).toBe(400);
    expect(pt.body.message).toBe('Verifique as permissões de localização.');
  });
});

describe('geo API, google geocoder against a fake provider', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let visitor: SignedInUser;

  beforeAll(async () => {
    fake = await startFakeProvider();
    t = await createTestApp({
      env: { GEOCODER: 'google', GEOCODER_URL: `${fake.url}/maps/api/geocode/json`, GEOCODER_KEY: 'test-key' },
    });
    visitor = await t.signUpAndLogin('user');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('reverse geocodes with latlng and the key, answering the first formatted address', async () => {
    fake.respond = () => ({
      body: {
        status: 'OK',
        results: [
          { formatted_address: 'Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200, Brasil' },
          { formatted_address: 'Bela Vista, São Paulo - SP, Brasil' },
        ],
      },
    });
    const { status, body } = await t.request({ method: 'GET', url: reverseUrl(PAULISTA), headers: visitor.headers });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      formattedAddress: 'Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200, Brasil',
    });
    const [request] = fake.requests;
    expect(request!.path).toBe('/maps/api/geocode/json');
    expect(request!.query.get('latlng')).toBe(`${PAULISTA.lat},${PAULISTA.lng}`);
    expect(request!.query.get('key')).toBe('test-key');
    expect(request!.query.get('language')).toBe('pt-BR');
  });

  it('searches with address= in Brazil; no results is an empty list', async () => {
    fake.respond = (_path, query) =>
      query.get('address') === 'rua augusta'
        ? {
            body: {
              status: 'OK',
              results: [
                {
                  formatted_address: 'R. Augusta - Consolação, São Paulo - SP, Brasil',
                  geometry: { location: { lat: -23.5536, lng: -46.6558 } },
                },
              ],
            },
          }
        : { body: { status: 'ZERO_RESULTS', results: [] } };
    const found = await t.request({ method: 'GET', url: searchUrl('rua augusta'), headers: visitor.headers });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      { formattedAddress: 'R. Augusta - Consolação, São Paulo - SP, Brasil', latitude: -23.5536, longitude: -46.6558 },
    ]);
    expect(fake.requests[0]!.query.get('components')).toBe('country:BR');
    expect(fake.requests[0]!.query.get('key')).toBe('test-key');
    const none = await t.request({ method: 'GET', url: searchUrl('nowhere at all'), headers: visitor.headers });
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it('looks a CEP up as a postal code component in Brazil', async () => {
    fake.respond = (_path, query) =>
      query.get('components') === 'postal_code:01310-100|country:BR' && !query.get('address')
        ? {
            body: {
              status: 'OK',
              results: [
                {
                  formatted_address: 'Av. Paulista - Bela Vista, São Paulo - SP, 01310-100, Brasil',
                  geometry: { location: { lat: -23.5614, lng: -46.6559 } },
                },
              ],
            },
          }
        : { body: { status: 'ZERO_RESULTS', results: [] } };
    const found = await t.request({ method: 'GET', url: searchUrl('01310100'), headers: visitor.headers });
    expect(found.body.data).toEqual([
      {
        formattedAddress: 'Av. Paulista - Bela Vista, São Paulo - SP, 01310-100, Brasil',
        latitude: -23.5614,
        longitude: -46.6559,
      },
    ]);
  });

  it('answers 400 with the location message when google refuses or finds nothing', async () => {
    const answers = [
      { body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } },
      { body: { status: 'ZERO_RESULTS', results: [] } },
      { status: 500, body: {} },
    ];
    for (const [index, answer] of answers.entries()) {
      fake.respond = () => answer;
      const { status, body } = await t.request({
        method: 'GET',
        url: reverseUrl({ lat: -5 - index, lng: -40 }),
        headers: { ...visitor.headers, language: 'en' },
      });
      expect(status).toBe(400);
      expect(body).toEqual({ status: 400, message: LOCATION_FAILED_EN, data: null });
    }
  });
});
