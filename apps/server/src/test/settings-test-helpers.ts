import type { UpdateGenerationSettingsBody } from '@forja/contracts';

/** A complete, valid PUT body for the generation settings API suites. */
export function settingsBody(over: Partial<UpdateGenerationSettingsBody> = {}): UpdateGenerationSettingsBody {
  return {
    providers: { article: 'webhook', image: 'builtin', video: 'openai', videoScript: 'webhook' },
    webhooks: {
      article: 'https://n8n.example.com/webhook/article',
      image: '',
      video: 'https://n8n.example.com/webhook/video',
      videoScript: '',
    },
    openai: { baseUrl: 'https://api.openai.com/v1', textModel: 'gpt-4o-mini', imageModel: 'gpt-image-1' },
    ...over,
  };
}
