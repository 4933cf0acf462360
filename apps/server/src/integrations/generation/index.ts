/* Public surface of the generation integration; the rest of the folder is internal. */
export type * from './provider.js';
export { GenerationError } from './errors.js';
export { createProvider } from './create-provider.js';
export { createBuiltinProvider } from './builtin/builtin-provider.js';
export { createWebhookProvider } from './webhook/webhook-provider.js';
export { sanitizeArticleHtml } from './content/sanitize.js';
export { htmlToText } from './content/html-text.js';
export { blockedUrlError } from './http/post-json.js';
export { detectImageType } from './content/image-bytes.js';
