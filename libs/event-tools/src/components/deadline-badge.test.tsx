// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderTool } from '../testing/render';
import { DeadlineBadge } from './deadline-badge';

afterEach(cleanup);

const badge = (daysLeft: number, resultsSet = false, canceled = false) => {
  renderTool(<DeadlineBadge deadline={{ dueDate: '2026-03-14', daysLeft, resultsSet, late: !resultsSet && daysLeft < 0 }} canceled={canceled} />);
  return screen.getByText(/./, { selector: '.et-badge' });
};

describe('DeadlineBadge', () => {
  it('counts the days left to send results, in words', () => {
    expect(badge(3).textContent).toBe('Results due in 3 days');
    cleanup();
    expect(badge(1).textContent).toBe('Results due in 1 day');
  });

  it('says when results are due today, and how late they are after', () => {
    expect(badge(0).textContent).toBe('Results due today');
    cleanup();
    const late = badge(-4);
    expect(late.textContent).toBe('Results 4 days late');
    expect(late.className).toContain('rr-badge--danger');
  });

  it('says results are in once they are, and nothing is owed for a canceled or future event', () => {
    const done = badge(-10, true);
    expect(done.textContent).toBe('Results in');
    expect(done.className).toContain('rr-badge--success');
    cleanup();
    expect(badge(-10, false, true).textContent).toBe('Canceled');
    cleanup();
    expect(badge(40).textContent).toBe('Upcoming');
  });
});
