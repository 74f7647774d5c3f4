import { describe, expect, it } from 'vitest';
import { isOpen, toggleOpenForm } from './open-form';

describe('one open form at a time', () => {
  it('opens a form when none is open', () => {
    expect(toggleOpenForm(null, 7, 'comment')).toEqual({ id: 7, kind: 'comment' });
  });
  it('closes the form when the same one is toggled again', () => {
    expect(toggleOpenForm({ id: 7, kind: 'comment' }, 7, 'comment')).toBeNull();
  });
  it('opening another answer’s form closes the first', () => {
    const next = toggleOpenForm({ id: 7, kind: 'comment' }, 9, 'edit');
    expect(next).toEqual({ id: 9, kind: 'edit' });
    expect(isOpen(next, 7, 'comment')).toBe(false);
    expect(isOpen(next, 9, 'edit')).toBe(true);
  });
  it('switching from comment to edit on the same answer keeps only the edit form', () => {
    expect(toggleOpenForm({ id: 7, kind: 'comment' }, 7, 'edit')).toEqual({ id: 7, kind: 'edit' });
  });
  it('editing one’s comment closes the comment form open on an answer, and the other way round', () => {
    const editing = toggleOpenForm({ id: 7, kind: 'comment' }, 12, 'edit');
    expect(isOpen(editing, 7, 'comment')).toBe(false);
    expect(isOpen(editing, 12, 'edit')).toBe(true);
    expect(isOpen(toggleOpenForm(editing, 7, 'comment'), 12, 'edit')).toBe(false);
  });
});
