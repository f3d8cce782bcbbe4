// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartDrawing } from './chart-canvas';

afterEach(cleanup);

describe('ChartCanvas', () => {
  const points = [
    { key: '2026-10', label: 'Oct 2026', values: { redeemed: 12_000, refunded: 0 } },
    { key: '2026-11', label: 'Nov 2026', values: { redeemed: 0, refunded: 4_500 } },
  ];
  const series = [
    { key: 'redeemed', label: 'Redeemed' },
    { key: 'refunded', label: 'Refunded' },
  ];
  const draw = () =>
    render(
      <div>
        <ChartDrawing
          width={640}
          height={280}
          kind="bar"
          points={points}
          series={series}
          format={(value) => `$${(value / 100).toFixed(2)}`}
          formatTick={(value) => `$${value / 100}`}
          integer={false}
          animate={false}
          categoryLabel="Month"
          valueLabel="Amount (USD)"
          barName={(s, category, value) => `${s.label}, ${category}: ${value === null ? '' : `$${(value / 100).toFixed(2)}`}`}
        />
      </div>,
    );

  it('names both axes and every bar (series, month and amount), and never draws a refund below zero', () => {
    const { container } = draw();
    const texts = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toContain('Month');
    expect(texts).toContain('Amount (USD)');
    const names = [...container.querySelectorAll('.recharts-bar-rectangle title, .recharts-bar title')].map((title) => title.textContent);
    expect(names).toEqual(expect.arrayContaining(['Redeemed, Oct 2026: $120.00', 'Refunded, Nov 2026: $45.00']));
    const ticks = texts.filter((text): text is string => text !== null && text.startsWith('$'));
    // The value axis starts at 0: a refund is a bar above it, not a negative redemption below it.
    expect(ticks).toEqual(['$0', '$30', '$60', '$90', '$120']);
  });
});
