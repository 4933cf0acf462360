/*
 * JSON schemas for OpenAI structured outputs (`strict: true`): every property required and
 * no extra properties, as strict mode demands. Field names match the automation reply
 * shapes so the same parsers read both providers' answers.
 */

const str = { type: 'string' } as const;
const strList = { type: 'array', items: str } as const;

function object(properties: Record<string, unknown>) {
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

export const TITLES_SCHEMA = object({ titles: strList });

export const ARTICLE_SCHEMA = object({ html: str, meta_description: str, tags: strList });

export const SCENES_SCHEMA = object({
  scenes: { type: 'array', items: object({ imagePrompt: str, voiceOverText: str, keywords: strList }) },
});

export const SCRIPT_SCHEMA = object({
  title: str,
  hook: str,
  introduction: str,
  main_content: strList,
  call_to_action: str,
  estimated_duration: str,
  hashtags: strList,
  visual_notes: strList,
});
