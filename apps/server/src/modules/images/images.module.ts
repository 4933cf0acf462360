import { createImageBatch } from './image-batch.js';
import type { ServerModule } from '../server-module.js';
import { IMAGE_KINDS } from './image-kinds.js';
import { createImagesRepository } from './images.repository.js';
import { registerImagesRoutes } from './images.routes.js';
import { createImagesService } from './images.service.js';
import type { ImagesService } from './images.service.js';

declare module '../server-module.js' {
  interface Services {
    images: ImagesService;
  }
}

/** The images archive: images kept from the image studio. */
export const imagesModule: ServerModule = {
  name: 'images',
  services: (s) => ({ images: createImagesService(createImagesRepository(s.database.db), s.files) }),
  batch: (s) => createImageBatch(s),
  kinds: () => IMAGE_KINDS,
  routes: (app, s) => registerImagesRoutes(app, s.images),
};
