import type { ReactNode } from 'react';

/**
 * What a finished video shows under its player beyond the studio's own buttons: the route
 * modules pass publishing (features/publishing) to the library's cards and the wizard's
 * result, since one feature does not import another.
 */
export type VideoExtras = (video: { id: string; title: string }) => ReactNode;
