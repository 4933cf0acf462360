import type { ImageOutput } from '@forja/contracts';
import {
  detectImageType,
  GenerationError,
  type ImageOutput as ProviderImage,
} from '../../integrations/generation/index.js';
import { fetchImage } from '../../integrations/storage/fetch-image.js';
import { defineFilePurpose } from './file-purposes.js';
import type { FilesService } from './files.service.js';

/** A provider's image in storage: unsaved ones go after an hour, a saved one stays with its item. */
export const GENERATED_IMAGE_PURPOSE = defineFilePurpose('generated-image', { expiresUnsaved: true });

/**
 * Puts a provider's image into the studio's storage: bytes as they are, a link fetched by
 * the server first. The answer points at our copy, never at the provider's (often temporary) link.
 */
export async function storeGeneratedImage(
  image: ProviderImage,
  ctx: {
    userId: string;
    prompt: string;
    files: FilesService;
    privateHosts: readonly string[];
    /** What the file is for; a generated image by default (a preview is never kept). */
    purpose?: string;
  },
): Promise<ImageOutput> {
  let data: Buffer;
  let contentType: string | undefined;
  if (image.kind === 'bytes') {
    data = image.data;
    contentType = detectImageType(data);
    if (!contentType) throw new GenerationError('NOT_AN_IMAGE');
  } else {
    ({ data, contentType } = await fetchImage(image.url, { privateHosts: ctx.privateHosts }));
  }
  const file = await ctx.files.store({
    userId: ctx.userId,
    data,
    contentType,
    purpose: ctx.purpose ?? GENERATED_IMAGE_PURPOSE,
    name: ctx.prompt.split(/\s+/).slice(0, 6).join(' ') || 'image',
  });
  return {
    fileId: file.id,
    url: file.url,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    ...(image.revisedPrompt ? { revisedPrompt: image.revisedPrompt } : {}),
  };
}
