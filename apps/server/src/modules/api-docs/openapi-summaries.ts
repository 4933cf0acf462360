/**
 * The API reference's own words for the operations a script uses most; the others get one
 * read from their method and path (`summaryOf`). Kept here, not on the endpoint declarations,
 * so that no browser bundle carries the reference's text.
 */
export const SUMMARIES: Readonly<Record<string, string>> = {
  'POST /api/generations': 'Start a generation (an image, an article, a script, a voice-over…)',
  'GET /api/generations': 'List your latest generations',
  'GET /api/generations/:id': 'Get a generation (poll it until it has finished)',
  'GET /api/generations/:id/events': 'Follow a generation (Server-Sent Events)',
  'POST /api/generations/:id/cancel': 'Cancel a queued or running generation',
  'POST /api/images': 'Save an image of a finished generation to your images',
};
