export * from './constants.js';
export * from './errors.js';
export * from './auth.js';
export * from './profile.js';
export * from './plans.js';
export * from './health.js';
export * from './generation.js';
