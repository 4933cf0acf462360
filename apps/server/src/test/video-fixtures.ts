/** The draft the video API tests render: three scenes, defaults for the rest. */
export const scenes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `scene-${i + 1}`,
    imagePrompt: `A lighthouse on a cliff at dawn, view ${i + 1}`,
    voiceOverText: `Part ${i + 1}: the keeper climbs the stairs before sunrise.`,
  }));
export const VIDEO = { videoTitle: 'The last lighthouse keeper', prompt: 'A short story', scenes: scenes(3) };
