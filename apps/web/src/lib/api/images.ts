import { imageEndpoints } from '@forja/contracts';
import { createArchiveApi } from './archive-api';
import { queryKeys } from './query-keys';

/*
 * The images archive, shared by the image studio (save), the archive (list, delete) and the
 * dashboard (counter): all under ['images'], so a save or delete anywhere updates the others.
 */
const images = createArchiveApi({
  endpoints: imageEndpoints,
  keys: { all: queryKeys.images, list: queryKeys.imageList, count: queryKeys.imageCount },
});

export const imageCountQueryOptions = images.countQueryOptions;
export const useImageCount = images.useCount;
export const useSavedImages = images.useList;
/** 201 saved, 200 already saved (the same image). */
export const useSaveImage = images.useSave;
export const useDeleteImage = images.useDelete;
