import { PHI_CONTEXT_LENGTH } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import {
  actionFailure,
  contextPieces,
  fieldWords,
  findingWords,
  imageAlt,
  pageOf,
  placeWords,
  subjectPhrase,
  textError,
} from './confirmation-words';

const cut = 'x'.repeat(PHI_CONTEXT_LENGTH);

describe('the moderators’ list of confirmed patient identifiers', () => {
  it('shows “…” only on a side of the context the API cut', () => {
    expect(contextPieces({ before: 'Ring ', text: '555-0142', after: ' today.' })).toEqual({
      before: 'Ring ',
      text: '555-0142',
      after: ' today.',
    });
    expect(contextPieces({ before: cut, text: '555-0142', after: 'x' })).toEqual({
      before: `…${cut}`,
      text: '555-0142',
      after: 'x',
    });
    expect(contextPieces({ before: '', text: '555-0142', after: cut }).after).toBe(`${cut}…`);
    expect(contextPieces({ before: cut.slice(1), text: 'a', after: '' }).before).toBe(cut.slice(1));
  });

  it('says where a finding is in words, consensus paths counted from 1', () => {
    expect(fieldWords('text')).toBe('text');
    expect(fieldWords('data.Sections.0.Text')).toBe('Sections 1 › Text');
    expect(fieldWords('data.PatientCases.1.CaseText')).toBe('PatientCases 2 › CaseText');
    expect(fieldWords('data.ConsensusTitle')).toBe('ConsensusTitle');
    expect(placeWords({ subjectType: 'answer', field: 'text' })).toBe('Answer, text');
    expect(placeWords({ subjectType: 'image', field: 'image' })).toBe('Uploaded image');
    expect(imageAlt({ text: 'Jane Doe', kind: 'name' })).toBe('Uploaded image, finding “Jane Doe” marked');
    expect(imageAlt({ text: 'face', kind: 'face' })).toBe('Uploaded image, faces marked');
    expect(findingWords({ text: 'Jane Doe', kind: 'name' })).toMatch(/^“Jane Doe” /);
    expect(findingWords({ text: 'face', kind: 'face' })).toBe('Faces, marked on the image');
    expect(placeWords({ subjectType: 'consensus', field: 'data.Conclusion.ConclusionText' })).toBe(
      'Consensus summary, Conclusion › ConclusionText',
    );
    expect(placeWords({ subjectType: 'campaign', field: 'name' })).toBe('E-mail campaign, name');
  });

  it('names what a button acts on', () => {
    expect(
      subjectPhrase({
        subjectType: 'comment',
        text: '555-0142',
        kind: 'phone',
        author: { id: 1, firstName: 'Wren', lastName: 'Ode' },
      }),
    ).toBe('the comment by Wren Ode with “555-0142”');
  });

  it('explains a failed action: gone, refused by a rule, or the generic failure', () => {
    expect(
      actionFailure(new ApiError(404, 'not_found', 'This text was already deleted.'), 'answer', 'deleted'),
    ).toEqual({
      title: 'The answer could not be deleted.',
      message: 'This text was already deleted. The list now shows what is left.',
    });
    expect(actionFailure(new ApiError(403, 'forbidden', 'Only another reviewer may.'), 'consensus', 'deleted')).toEqual(
      { title: 'The consensus summary could not be deleted.', message: 'Only another reviewer may.' },
    );
    expect(actionFailure(new ApiError(500, 'internal', 'Boom'), 'comment', 'changed')).toEqual({
      title: 'The comment could not be changed.',
    });
    expect(actionFailure(new TypeError('x'), 'comment', 'changed')).toEqual({
      title: 'The comment could not be changed.',
    });
  });

  it('takes the text rule the server refused, and nothing else', () => {
    const tooShort = new ApiError(400, 'validation_error', 'Too short', [{ path: 'body.text', message: 'Too short' }]);
    expect(textError(tooShort)).toBe('Too short');
    expect(textError(new ApiError(400, 'validation_error', 'x', [{ path: 'body.id', message: 'x' }]))).toBeNull();
    expect(textError(new ApiError(404, 'not_found', 'gone'))).toBeNull();
  });

  it('reads the page from the address, 1 when missing or odd', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const q of ['', 'page=0', 'page=-2', 'page=2.5', 'page=x']) expect(pageOf(new URLSearchParams(q)), q).toBe(1);
  });
});
