import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveStartMemoryMode } from './serving-heap.ts';

describe('leaveStartMemoryMode', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves a process started without --optimize-for-size as it is', () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString');
    expect(leaveStartMemoryMode(['--max-semi-space-size=4'])).toBe(false);
    expect(setFlags).not.toHaveBeenCalled();
  });

  it('collects what the start left and turns --optimize-for-size off', () => {
    const setFlags = vi.spyOn(v8, 'setFlagsFromString');
    expect(leaveStartMemoryMode(['--max-semi-space-size=4', '--optimize-for-size'])).toBe(true);
    expect(setFlags.mock.calls.map(([flag]) => flag)).toEqual(['--expose-gc', '--no-optimize-for-size']);
  });
});
