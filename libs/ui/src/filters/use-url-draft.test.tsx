// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUrlDraft } from './use-url-draft';

describe('useUrlDraft', () => {
  it('keeps what the user chose while the URL stays, and shows the URL again once it changes', () => {
    const onReset = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useUrlDraft(url, onReset), { initialProps: { url: { country: 'US', state: '' } } });
    expect(result.current[0]).toEqual({ country: 'US', state: '' });
    act(() => result.current[1]({ country: 'CA', state: '' }));
    // A render with the same URL (an answer arriving, the page's first effects) keeps the choice.
    rerender({ url: { country: 'US', state: '' } });
    expect(result.current[0]).toEqual({ country: 'CA', state: '' });
    expect(onReset).not.toHaveBeenCalled();
    // Back/forward: the URL says something else, and the form shows it.
    rerender({ url: { country: 'US', state: 'TX' } });
    expect(result.current[0]).toEqual({ country: 'US', state: 'TX' });
    expect(onReset).toHaveBeenCalledOnce();
  });
});
