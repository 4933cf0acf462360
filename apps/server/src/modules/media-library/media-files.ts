import { registerFileOwners } from '../../db/discard-files.js';
import { mediaItems, musicTracks } from '../../db/schema/index.js';
import { defineFilePurpose } from '../files/file-purposes.js';

/*
 * The files of the media and music libraries. Their rows own them for as long as they exist,
 * so they never expire; deleting the row discards them unless a video still uses them.
 */
export const MEDIA_UPLOAD_PURPOSE = defineFilePurpose('media-upload', { expiresUnsaved: false });
export const MEDIA_POSTER_PURPOSE = defineFilePurpose('media-poster', { expiresUnsaved: false });
export const MUSIC_TRACK_PURPOSE = defineFilePurpose('music-track', { expiresUnsaved: false });

registerFileOwners([mediaItems.fileId, mediaItems.posterFileId, musicTracks.fileId]);
