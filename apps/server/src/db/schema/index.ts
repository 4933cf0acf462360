export * from './auth.js';
export * from './credits.js';
export * from './platform.js';
export * from './generation.js';
export * from './contact.js';
export * from './generation-settings.js';
export * from './articles.js';
export * from './connections.js';
