import { describe, expect, it } from 'vitest';
import { canResubmit, previewPath, resubmitPath, statusLabel } from './review-links';

describe('review list labels and links', () => {
  it('names a returned draft Returned, and the other statuses plainly', () => {
    expect(statusLabel('draft', 'Please add a reference.')).toBe('Returned');
    expect(statusLabel('draft', '  ')).toBe('Draft');
    expect(statusLabel('draft', null)).toBe('Draft');
    expect(statusLabel('in_review', null)).toBe('In review');
    expect(statusLabel('published', 'old note')).toBe('Published');
  });

  it('offers Edit and resubmit until the consensus is published', () => {
    expect(canResubmit('draft')).toBe(true);
    expect(canResubmit('in_review')).toBe(true);
    expect(canResubmit('published')).toBe(false);
  });

  it('opens the preview at the item status and the wizard with ?edit', () => {
    expect(previewPath(12, 'in_review')).toBe('/moderator/consensus-summary-preview/12/in_review');
    expect(resubmitPath(12)).toBe('/moderator/submitSummary?edit=12');
  });
});
