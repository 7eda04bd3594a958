import { describe, expect, it } from 'vitest';
import { contrast } from '../../test/contrast.ts';
import { avatarPalette } from './user-avatar.tsx';

describe('the initial avatar', () => {
  it.each(avatarPalette)('writes the white initial on %s at >= 4.5:1', (colour) => {
    expect(contrast('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
  });
});
