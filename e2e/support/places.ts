/** Where a test's browser says the device is, when the test shares its location (São Paulo's centre). */
const SAO_PAULO = { latitude: -23.5503, longitude: -46.6339 };

/** Playwright options that share `SAO_PAULO` as the device's location. */
export const SHARES_LOCATION = { geolocation: SAO_PAULO, permissions: ['geolocation'] };
