import type { StockProvider } from '@forja/contracts';
import { createPexelsClient } from '../../integrations/stock/pexels-client.js';
import { createPixabayClient } from '../../integrations/stock/pixabay-client.js';
import { createUrlGuard } from '../../lib/url-guard.js';
import type { ServerModule } from '../server-module.js';
import { registerStockRoutes } from './stock.routes.js';
import { createStockService } from './stock.service.js';
import { createThumbnailSigner } from './thumbnail-proxy.js';

/**
 * Stock footage from Pexels and Pixabay for video scenes: the providers' addresses come from the
 * configuration, their keys from the administrator's generation settings. Every call (the APIs,
 * their CDNs, redirects) passes the address guard; only hosts the operator lists in
 * ALLOWED_PRIVATE_HOSTS may be on this machine or a private network.
 */
export const stockModule: ServerModule = {
  name: 'stock',
  routes(app, s) {
    const http = {
      guard: createUrlGuard({ privateHosts: s.config.allowedPrivateHosts }),
      timeoutMs: s.config.stock.timeoutMs,
    };
    const service = createStockService({
      clients: {
        pexels: createPexelsClient(s.config.stock.pexelsUrl, http),
        pixabay: createPixabayClient(s.config.stock.pixabayUrl, http),
      },
      http,
      apiKey: (provider: StockProvider) => s.generationSettings.stockApiKey(provider),
      mediaLibrary: () => s.mediaLibrary,
      signer: createThumbnailSigner(s.authSecret),
      log: s.log,
      // A clip of up to MEDIA_LIMITS.clipMaxBytes on a slow line: far longer than one API call.
      downloadTimeoutMs: s.config.stock.timeoutMs * 20,
    });
    registerStockRoutes(app, service);
  },
};
