import {
  serverModelsBodySchema,
  serverModelsResultSchema,
  serverTestBodySchema,
  serverTestResultSchema,
  serverVoicesBodySchema,
  serverVoicesResultSchema,
} from '../generation-servers.js';
import {
  generationSettingsSchema,
  generationSettingsTestBodySchema,
  generationSettingsTestResultSchema,
  updateGenerationSettingsBodySchema,
} from '../generation-settings.js';
import { defineEndpoint } from './define-endpoint.js';

/* Where generation runs (back office, `settings.manage`); a module of its own, so the back office's other pages do not load it. */

const SETTINGS = '/api/admin/generation-settings';

export const generationSettingsEndpoints = {
  /** The key comes back masked. */
  get: defineEndpoint({ method: 'GET', path: SETTINGS, response: generationSettingsSchema }),
  /** The whole record; an empty apiKey keeps the stored key. */
  update: defineEndpoint({
    method: 'PUT',
    path: SETTINGS,
    body: updateGenerationSettingsBodySchema,
    response: generationSettingsSchema,
  }),
  /** One harmless request through the saved provider. */
  test: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/test`,
    body: generationSettingsTestBodySchema,
    response: generationSettingsTestResultSchema,
  }),
  serverModels: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/servers/models`,
    body: serverModelsBodySchema,
    response: serverModelsResultSchema,
  }),
  serverVoices: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/servers/voices`,
    body: serverVoicesBodySchema,
    response: serverVoicesResultSchema,
  }),
  serverTest: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/servers/test`,
    body: serverTestBodySchema,
    response: serverTestResultSchema,
  }),
};
