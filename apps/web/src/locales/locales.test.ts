import { describe, expect, it } from 'vitest';
import { ERROR_CODES, GENERATION_ERROR_CODES, LANGUAGES } from '@forja/contracts';
import { CATALOGUE_CHUNKS } from '../../scripts/vite-catalogue-chunks.mjs';
import { shellEnglish, toResources, type Namespace } from './resources';

const modules = import.meta.glob<Namespace>('./*/*.json', { eager: true, import: 'default' });

function catalogue(language: string) {
  const own = Object.fromEntries(
    Object.entries(modules).filter(([path]) => path.startsWith(`./${language}/`)),
  );
  return toResources(own);
}

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (acc, [key, child]) => Object.assign(acc, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys with plural forms collapse to `base#plural` so languages with different forms compare equal. */
function keySet(language: string): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  for (const [ns, content] of Object.entries(catalogue(language))) {
    for (const [key, value] of Object.entries(flatten(content))) {
      keys.set(`${ns}:${key.replace(PLURAL_SUFFIX, '#plural')}`, value);
    }
  }
  return keys;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1] ?? '').sort() : [];
}

const english = keySet('en');
const englishFlat = Object.fromEntries(
  Object.entries(catalogue('en')).flatMap(([ns, content]) =>
    Object.entries(flatten(content)).map(([key, value]) => [`${ns}:${key}`, value]),
  ),
);

describe('locale catalogues', () => {
  it("bundles the shell's namespaces in English, the same the build merges for the other languages", () => {
    expect(Object.keys(shellEnglish).sort()).toEqual([...(CATALOGUE_CHUNKS.shell ?? [])].sort());
  });

  it('has a catalogue folder for every supported language with the same namespaces', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(catalogue(language)).sort()).toEqual(Object.keys(catalogue('en')).sort());
    }
  });

  for (const language of LANGUAGES) {
    it(`${language}: no empty values`, () => {
      const empty = [...keySet(language)].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(empty.map(([k]) => k)).toEqual([]);
    });
  }

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: has every English key and no stale ones`, () => {
      const keys = keySet(language);
      expect([...english.keys()].filter((k) => !keys.has(k))).toEqual([]);
      expect([...keys.keys()].filter((k) => !english.has(k))).toEqual([]);
    });

    it(`${language}: keeps the English placeholders`, () => {
      const keys = keySet(language);
      const mismatched = [...english].filter(
        ([k, v]) =>
          k.includes('#plural') === false && placeholders(v).join() !== placeholders(keys.get(k)).join(),
      );
      expect(mismatched.map(([k]) => k)).toEqual([]);
    });
  }

  /*
   * A text left as in English is a text left untranslated, unless every word of it is one the
   * language shares: names, brands, units and international terms (issue 21 found "Voice-over"
   * and "Instagram story" in Romanian). Add a word here only when it is right in that language.
   */
  const SHARED_WORDS = [
    ...[
      'Forja',
      'Start',
      'Plus',
      'Pro',
      'Enterprise',
      'Stripe',
      'JSON',
      'Webhook',
      'Webhooks',
      'API',
      'HttpOnly',
      'Cookie',
    ],
    ...['Ollama', 'LM', 'Studio', 'LocalAI', 'OpenRouter', 'Groq', 'Kokoro', 'Piper', 'OpenAI'],
    ...['Ioana', 'Diego', 'Andrei', 'M', 'R', 'P', 'CUI', 'GTA', 'SD', 'HD', 'Full', 'MP', 'WAV', 's'],
    ...[
      'Roboto',
      'Black',
      'Arial',
      'Luckiest',
      'Guy',
      'Anime',
      'Cyberpunk',
      'Pixel',
      'Pop',
      'art',
      'Low',
      'poly',
    ],
    ...['Admin', 'Formal', 'General', 'Legal', 'Marketing', 'Plan', 'Total', 'Vertical', 'Video'],
  ];
  const LANGUAGE_WORDS: Record<string, string[]> = {
    ro: [
      ...['Abstract', 'Administrator', 'Cinematic', 'Contact', 'Cost', 'Email', 'email', 'Fantasy'],
      ...['Format', 'Minimalist', 'Model', 'Offline', 'espeak', 'ng', 'Public', 'Site', 'Text', 'credit'],
      'Server',
    ],
    es: ['Hashtags', 'Idea'],
  };
  const ENGLISH_LEFT_OVER = /voice[- ]?overs?\b|\bstory\b|\bfeed\b/i;

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: no text is left in English`, () => {
      const allowed = new Set([...SHARED_WORDS, ...(LANGUAGE_WORDS[language] ?? [])]);
      const own = keySet(language);
      const sameAsEnglish = [...english]
        .filter(([key, text]) => typeof text === 'string' && own.get(key) === text)
        .filter(([, text]) =>
          ((text as string).replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+/gu) ?? []).some(
            (w) => !allowed.has(w),
          ),
        )
        .map(([key]) => key);
      expect(sameAsEnglish).toEqual([]);
      const leftOver = [...own].filter(
        ([, text]) => typeof text === 'string' && ENGLISH_LEFT_OVER.test(text.replace(/\{\{[^}]*\}\}/g, ' ')),
      );
      expect(leftOver.map(([key]) => key)).toEqual([]);
    });
  }

  for (const language of LANGUAGES) {
    it(`${language}: every plural has each form the language needs`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const flat = Object.entries(catalogue(language)).flatMap(([ns, content]) =>
        Object.keys(flatten(content)).map((k) => `${ns}:${k}`),
      );
      const bases = new Set(
        flat.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')),
      );
      const missing = [...bases].flatMap((base) =>
        categories.filter((c) => !flat.includes(`${base}_${c}`)).map((c) => `${base}_${c}`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('has an error text for every error code, the lost connection and a generic fallback', () => {
    for (const code of [...ERROR_CODES, ...GENERATION_ERROR_CODES, 'CONNECTION_FAILED', 'generic']) {
      expect(englishFlat[`errors:${code}`], code).toBeTypeOf('string');
    }
  });

  it('has a text for every validation key the contracts schemas use', () => {
    const keys = [
      'email_required',
      'email_invalid',
      'email_too_long',
      'password_required',
      'password_min_length',
      'password_too_long',
      'name_required',
      'name_too_long',
      'field_too_long',
      'fill_all_fields',
      'register_fill_required',
      'passwords_do_not_match',
    ];
    for (const key of keys) expect(englishFlat[`validation:${key}`], key).toBeTypeOf('string');
  });

  it('has a text for every message key found in the contracts sources', () => {
    const sources = import.meta.glob<string>('../../../../packages/contracts/src/**/*.ts', {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const found = new Set<string>();
    for (const source of Object.values(sources)) {
      // Zod messages there are snake_case keys: `.min(1, 'key')`, `{ error: 'key' }`, `message: 'key'`
      // (a list item such as `['youtube_connected', …]` is no message: the last argument closes a call).
      for (const m of source.matchAll(
        /,\s*'([a-z]+(?:_[a-z]+)+)'\s*,?\s*\)|(?:error|message):\s*'([a-z]+(?:_[a-z]+)+)'/g,
      ))
        found.add(m[1] ?? m[2] ?? '');
    }
    expect(found.size).toBeGreaterThan(5);
    expect([...found].filter((key) => typeof englishFlat[`validation:${key}`] !== 'string')).toEqual([]);
  });
});
