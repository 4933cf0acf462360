/*
 * Images the build inlined into the prerendered landing page as data: URLs (the hero's
 * poster, so it paints with the HTML; scripts/vite-post-build.mjs). The page's first render in
 * the browser must produce the same markup it hydrates, so before hydrating, the entry reads
 * what the HTML holds and components render that address instead of the file's.
 */
const inlined = new Map<string, string>();

/** Reads the inlined images under `root`: each <img data-original-src> whose src is a data: URL. */
export function rememberInlinedImages(root: ParentNode): void {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-original-src]')) {
    const src = image.getAttribute('src');
    const original = image.dataset.originalSrc;
    if (original && src?.startsWith('data:')) inlined.set(original, src);
  }
}

/** The address to render for an image: its inlined copy when the HTML had one. */
export const inlinedImage = (src: string): string => inlined.get(src) ?? src;

/** For tests: forget what an earlier page held. */
export const forgetInlinedImages = (): void => inlined.clear();
