export * from './constants.ts';
export * from './i18n/index.ts';
export * from './schemas/fields.ts';
export * from './schemas/auth.ts';
export * from './schemas/envelope.ts';
export * from './schemas/venues.ts';
export * from './schemas/geo.ts';
export * from './countries.ts';
