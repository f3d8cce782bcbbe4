// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearchBox } from './use-list-search';

describe('useSearchBox', () => {
  it('commits what is typed once typing pauses, keeps keys typed while its commit comes back, and follows the address otherwise', async () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useSearchBox(value, commit), { initialProps: { value: '' } });
    act(() => result.current[1](' bro'));
    await waitFor(() => expect(commit).toHaveBeenCalledWith('bro'));
    // More typed before the address says "bro": the box keeps it.
    act(() => result.current[1](' broo'));
    rerender({ value: 'bro' });
    expect(result.current[0]).toBe(' broo');
    // Back or forward: the box shows the address.
    rerender({ value: 'earlier' });
    expect(result.current[0]).toBe('earlier');
    // What was typed before going back is not committed over the address.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(commit.mock.calls).toEqual([['bro']]);
  });

  it('normalizes before comparing and committing (the VIN pattern box: capitals)', async () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useSearchBox('', commit, (text) => text.trim().toUpperCase()));
    act(() => result.current[1]('1hd '));
    await waitFor(() => expect(commit).toHaveBeenCalledWith('1HD'));
    expect(result.current[0]).toBe('1hd ');
  });
});
