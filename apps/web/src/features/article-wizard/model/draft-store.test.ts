import { afterEach, describe, expect, it } from 'vitest';
import { clearUserStorage } from '@/lib/user-storage';
import { draftStorageKey, flushDrafts, forgetDraftsInMemory, getDraft, updateDraft } from './draft-store';

afterEach(() => {
  forgetDraftsInMemory();
  localStorage.clear();
});

describe('draft store', () => {
  it('keeps one draft per user, stored under that user only', () => {
    updateDraft('ana', { idea: 'Composting in a small garden' });
    flushDrafts();
    expect(getDraft('bob').idea).toBe('');
    expect(localStorage.getItem(draftStorageKey('ana'))).toContain('Composting');
    expect(localStorage.getItem(draftStorageKey('bob'))).toBeNull();
  });

  it('removes every stored draft at sign-out, pending writes and the copies in memory included', () => {
    updateDraft('ana', { idea: 'Saved before sign-out' });
    flushDrafts();
    updateDraft('ana', { idea: 'Typed just before sign-out' }); // a write still waiting
    localStorage.setItem('forja.cookie-prefs-like-key', 'kept');
    clearUserStorage();
    flushDrafts();
    expect(localStorage.getItem(draftStorageKey('ana'))).toBeNull();
    expect(getDraft('ana').idea).toBe('');
    expect(localStorage.getItem('forja.cookie-prefs-like-key')).toBe('kept');
  });
});
