import { describe, expect, it } from 'vitest';
import { bellLabel } from './NotificationBell';

describe('the bell’s accessible name', () => {
  it('says how many are unread, or nothing more when none are', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });
});
