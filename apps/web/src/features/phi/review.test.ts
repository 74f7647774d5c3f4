import { ERROR_CODES, type PhiFieldFinding } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  confirmationsOf,
  highlightPieces,
  itemsInText,
  phiFindingsOf,
  reviewAfterCheck,
  reviewAfterRefusal,
} from './review';

const phone: PhiFieldFinding = { field: 'text', start: 8, end: 16, kind: 'phone', text: '555-0142' };
const name: PhiFieldFinding = { field: 'text', start: 0, end: 7, kind: 'name', text: 'Ann Lee' };
const refusal = (findings: unknown) =>
  new ApiError(422, ERROR_CODES.phiSuspected, 'This text may identify a patient.', [], { findings });

describe('the review of suspected patient identifiers', () => {
  it('reads the findings of a phi_suspected refusal only', () => {
    expect(phiFindingsOf(refusal([phone, { field: 'text', kind: 'nope', text: 'x' }]))).toEqual([phone]);
    expect(phiFindingsOf(new ApiError(422, 'unprocessable', 'x'))).toBeNull();
    expect(phiFindingsOf(new ApiError(400, ERROR_CODES.phiSuspected, 'x'))).toBeNull();
    expect(phiFindingsOf(new Error('x'))).toBeNull();
  });

  it('keeps what was confirmed across refusals, one item per field, kind and text', () => {
    const first = reviewAfterRefusal([], [name, phone, { ...phone, start: 30, end: 38 }]);
    expect(first.map((i) => `${i.kind}:${i.confirmed}`)).toEqual(['name:false', 'phone:false']);
    const confirmed = first.map((i) => (i.kind === 'name' ? { ...i, confirmed: true } : i));
    // The name went with the confirmation, the phone is still refused; an edited-away item is dropped.
    const second = reviewAfterRefusal(confirmed, [phone]);
    expect(second.map((i) => `${i.kind}:${i.confirmed}`)).toEqual(['name:true', 'phone:false']);
    expect(reviewAfterRefusal(confirmed, []).map((i) => i.kind)).toEqual(['name']);
  });

  it('takes a check while typing for its field only, keeping confirmations', () => {
    const title: PhiFieldFinding = { ...name, field: 'title' };
    const before = reviewAfterRefusal([], [name, phone, title]).map((i) =>
      i.kind === 'name' && i.field === 'text' ? { ...i, confirmed: true } : i,
    );
    const after = reviewAfterCheck(before, 'text', [name, { ...name, start: 40, end: 47 }]);
    expect(after.map((i) => `${i.field}:${i.kind}:${i.confirmed}`)).toEqual(['title:name:false', 'text:name:true']);
    expect(reviewAfterCheck(after, 'text', []).map((i) => i.field)).toEqual(['title']);
  });

  it('sends confirmations only for confirmed items still in their field', () => {
    const items = reviewAfterRefusal([], [name, phone]).map((i) => ({ ...i, confirmed: true }));
    expect(confirmationsOf(items, () => 'Ann Lee 555-0142')).toEqual([
      { field: 'text', kind: 'name', text: 'Ann Lee' },
      { field: 'text', kind: 'phone', text: '555-0142' },
    ]);
    expect(confirmationsOf(items, () => 'Ann Lee, phone removed')).toEqual([
      { field: 'text', kind: 'name', text: 'Ann Lee' },
    ]);
    expect(itemsInText(items, (field) => (field === 'title' ? 'Ann Lee' : ''))).toEqual([]);
  });

  it('cuts the text at every occurrence, the earlier and longer one winning an overlap', () => {
    const items = reviewAfterRefusal([], [name, phone, { field: 'text', start: 0, end: 3, kind: 'name', text: 'Ann' }]);
    const pieces = highlightPieces('Ann Lee 555-0142; call Ann', items);
    expect(pieces.map((p) => [p.text, p.item?.kind ?? null])).toEqual([
      ['Ann Lee', 'name'],
      [' ', null],
      ['555-0142', 'phone'],
      ['; call ', null],
      ['Ann', 'name'],
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe('Ann Lee 555-0142; call Ann');
  });
});
