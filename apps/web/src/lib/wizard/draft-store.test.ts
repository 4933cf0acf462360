import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearUserStorage } from '@/lib/user-storage';
import { createDraftStore } from './draft-store';

const schema = z.object({ draftId: z.string(), step: z.number().int().min(1).max(3), text: z.string() });
type Draft = z.infer<typeof schema>;

const store = createDraftStore<Draft, string>({
  name: 'test-wizard.draft',
  version: 3,
  schema,
  empty: (text = '') => ({ draftId: `d-${Math.random()}`, step: 1, text }),
  shrink: (draft) => ({ ...draft, text: '' }),
});

afterEach(() => {
  store.forgetInMemory();
  localStorage.clear();
});

const stored = (userId: string) =>
  JSON.parse(localStorage.getItem(store.storageKey(userId)) ?? 'null') as unknown;

describe('wizard draft store', () => {
  it('keeps one draft per user under the user-storage prefix, in a versioned envelope', () => {
    store.update('ana', { text: 'Composting', step: 2 });
    store.flush();
    expect(store.storageKey('ana')).toBe('forja.user.test-wizard.draft.ana');
    expect(stored('ana')).toMatchObject({ version: 3, draft: { text: 'Composting', step: 2 } });
    expect(store.get('bob').text).toBe('');
    expect(stored('bob')).toBeNull();
  });

  it('reads a stored draft back after a reload', () => {
    store.update('ana', { text: 'Kept', step: 3 });
    store.flush();
    store.forgetInMemory();
    expect(store.get('ana')).toMatchObject({ text: 'Kept', step: 3 });
  });

  it('seeds a new draft, and a stored one keeps its own values', () => {
    expect(store.get('ana', 'seeded').text).toBe('seeded');
  });

  it('discards a draft of another version, one its schema rejects, and one that is not JSON', () => {
    for (const raw of [
      JSON.stringify({ version: 2, draft: { draftId: 'x', step: 2, text: 'old shape' } }),
      JSON.stringify({ version: 3, draft: { draftId: 'x', step: 99, text: 'bad step' } }),
      JSON.stringify({ draftId: 'x', step: 2, text: 'no envelope' }),
      '{not json',
    ]) {
      store.forgetInMemory();
      localStorage.setItem(store.storageKey('ana'), raw);
      expect(store.get('ana')).toMatchObject({ step: 1, text: '' });
      expect(localStorage.getItem(store.storageKey('ana'))).toBeNull();
    }
  });

  it('removes every draft at sign-out, pending writes and the copies in memory included', () => {
    store.update('ana', { text: 'Saved before sign-out' });
    store.flush();
    store.update('ana', { text: 'Typed just before sign-out' }); // a write still waiting
    localStorage.setItem('forja.language', 'ro');
    clearUserStorage();
    store.flush();
    expect(localStorage.getItem(store.storageKey('ana'))).toBeNull();
    expect(store.get('ana').text).toBe('');
    expect(localStorage.getItem('forja.language')).toBe('ro');
  });

  it('applies a late answer only to the run it belongs to', () => {
    const { draftId } = store.get('ana');
    expect(store.updateOf('ana', draftId, { text: 'mine' })).toBe(true);
    store.reset('ana');
    expect(store.updateOf('ana', draftId, { text: 'too late' })).toBe(false);
    expect(store.get('ana').text).toBe('');
  });

  it('stores the smaller copy when the full draft is over the quota', () => {
    const setItem = Storage.prototype.setItem;
    let calls = 0;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (calls++ === 0) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    try {
      store.update('ana', { text: 'A very long article', step: 2 });
      store.flush();
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(stored('ana')).toMatchObject({ version: 3, draft: { text: '', step: 2 } });
  });
});
