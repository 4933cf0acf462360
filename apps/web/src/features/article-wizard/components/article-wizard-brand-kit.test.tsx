import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { brandBriefOf } from '@forja/contracts';
import { renderApp } from '@/test/render-app';
import { brandKit } from '@/test/brand-kit-fixtures';
import { flushDrafts, forgetDraftsInMemory } from '../model/draft-store';
import {
  generationInputs,
  IDEA,
  resetWizardState,
  storeDraft,
  TITLES,
  wizardServer,
} from '@/test/wizard-test-server';

const ACME = brandKit({
  name: 'Acme',
  language: 'ro',
  tone: 'friendly',
  isDefault: true,
  keywords: ['pâine'],
  avoidWords: ['ieftin'],
  callToAction: 'Comandă azi',
});
// A video-script tone the article studio does not have: the article keeps its own.
const PLAYFUL = brandKit({ name: 'Playful', language: 'es', tone: 'funny', team: true, editable: false });

const atOptions = {
  step: 3 as const,
  idea: IDEA,
  title: TITLES[0],
  titlesForIdea: IDEA,
  suggestedTitles: [...TITLES],
};
const combobox = (name: string) => screen.getByRole('combobox', { name });

/** The studio's options are Radix selects; the brand kit picker is a native one. */
async function choose(user: ReturnType<typeof renderApp>['user'], select: string, option: string) {
  if (select === 'Brand kit') return user.selectOptions(combobox(select), option);
  await user.click(combobox(select));
  await user.click(await screen.findByRole('option', { name: option }));
}
/** The picker once the kits arrived (it is disabled while they load). */
async function picker() {
  const select = await screen.findByRole('combobox', { name: 'Brand kit' });
  await waitFor(() => expect(select).toBeEnabled());
  return select;
}

describe('Article wizard: brand kit', () => {
  beforeEach(resetWizardState);

  it('starts a fresh draft from the default kit; the options can still be changed; the brief goes with the article', async () => {
    storeDraft(atOptions);
    const fetch = wizardServer({ 'GET /api/brand-kits': { body: { items: [ACME, PLAYFUL] } } });
    const { user } = renderApp('/create-article');
    await screen.findByTestId('wizard-step-options');
    expect(await picker()).toHaveDisplayValue('Acme');
    expect(combobox('Tone')).toHaveTextContent('Friendly');
    expect(combobox('Article language')).toHaveTextContent('Romanian');

    // The kit filled the options in; this run may still differ.
    await choose(user, 'Tone', 'Formal');
    expect(combobox('Tone')).toHaveTextContent('Formal');
    expect(combobox('Brand kit')).toHaveDisplayValue('Acme');

    await user.click(screen.getByTestId('wizard-forward'));
    await screen.findByText('Your article is ready');
    expect(generationInputs(fetch, 'article')).toEqual([
      {
        idea: IDEA,
        title: TITLES[0],
        tone: 'formal',
        wordCount: 500,
        language: 'ro',
        audience: 'general',
        brand: brandBriefOf(ACME),
      },
    ]);
  });

  it('takes what the studio has from another kit, and None drops the brief but keeps the options', async () => {
    storeDraft({ ...atOptions, brandKitId: null });
    const fetch = wizardServer({ 'GET /api/brand-kits': { body: { items: [ACME, PLAYFUL] } } });
    const { user } = renderApp('/create-article');
    await screen.findByTestId('wizard-step-options');
    // "None" was chosen in this draft: the default kit is not forced on it.
    expect(await picker()).toHaveDisplayValue('None');
    expect(combobox('Tone')).toHaveTextContent('Professional');

    await choose(user, 'Brand kit', 'Playful (team)');
    expect(combobox('Article language')).toHaveTextContent('Spanish');
    expect(combobox('Tone')).toHaveTextContent('Professional');

    await choose(user, 'Brand kit', 'None');
    expect(combobox('Article language')).toHaveTextContent('Spanish');
    await user.click(screen.getByTestId('wizard-forward'));
    await screen.findByText('Your article is ready');
    const [input] = generationInputs(fetch, 'article');
    expect(input).toMatchObject({ language: 'es', tone: 'professional' });
    expect(input).not.toHaveProperty('brand');
  });

  it('keeps the chosen kit across a reload', async () => {
    storeDraft(atOptions);
    wizardServer({ 'GET /api/brand-kits': { body: { items: [ACME, PLAYFUL] } } });
    const first = renderApp('/create-article');
    await picker();
    await choose(first.user, 'Brand kit', 'Playful (team)');
    first.unmount();
    flushDrafts();
    forgetDraftsInMemory();

    renderApp('/create-article');
    await screen.findByTestId('wizard-step-options');
    expect(await picker()).toHaveDisplayValue('Playful (team)');
    expect(combobox('Article language')).toHaveTextContent('Spanish');
  });
});
