export * from './auth.js';
export * from './credits.js';
export * from './platform.js';
export * from './generation.js';
