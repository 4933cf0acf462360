import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a finished video shows under its player beyond the studio's own buttons: app/ gives
 * publishing (features/publishing) to the library's cards and the wizard's result, since one
 * feature does not import another.
 */
export type VideoExtras = (video: { id: string; title: string }) => ReactNode;

/** The extras app/ provides to every signed-in page; none outside it. */
export const VideoExtrasContext = createContext<VideoExtras | undefined>(undefined);

export function useVideoExtras(): VideoExtras | undefined {
  return useContext(VideoExtrasContext);
}
