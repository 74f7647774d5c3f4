import { describe, expect, it } from 'vitest';
import { DRAFT_STATUS_TEXT, draftStep, restoredText } from './server-draft';

describe('draftStep', () => {
  it('saves a new text, and nothing when the server already holds it', () => {
    expect(draftStep('Start low', { initialText: '', saved: null })).toBe('save');
    expect(draftStep('Start low, go slow', { initialText: '', saved: 'Start low' })).toBe('save');
    expect(draftStep('Start low', { initialText: '', saved: 'Start low' })).toBe('none');
  });

  it('removes the draft when the field is back where the form started, or does nothing when none was kept', () => {
    expect(draftStep('   ', { initialText: '', saved: 'Start low' })).toBe('remove');
    expect(draftStep('', { initialText: '', saved: null })).toBe('none');
    expect(draftStep('My answer', { initialText: 'My answer', saved: 'My answer, better' })).toBe('remove');
    expect(draftStep('My answer', { initialText: 'My answer', saved: null })).toBe('none');
  });
});

describe('restoredText', () => {
  it('puts the draft back into a field that still holds what the form started with', () => {
    expect(restoredText('', '', { text: 'Half an answer' })).toBe('Half an answer');
    expect(restoredText('My answer', 'My answer', { text: 'My answer, edited' })).toBe('My answer, edited');
  });

  it('never overwrites what the member typed meanwhile, and needs a draft', () => {
    expect(restoredText('Typed already', '', { text: 'Half an answer' })).toBeNull();
    expect(restoredText('', '', null)).toBeNull();
    expect(restoredText('Same', 'Same', { text: 'Same' })).toBeNull();
  });
});

it('says "Draft saved" quietly and nothing when idle', () => {
  expect(DRAFT_STATUS_TEXT.saved).toBe('Draft saved');
  expect(DRAFT_STATUS_TEXT.idle).toBe('');
});
