import { describe, expect, it } from 'vitest';
import { orderedId } from '../src/queue.js';

describe('orderedId (outbox order within a topic)', () => {
  it('gives ids that sort in the order they were made, also many in one millisecond, as UUID version 7', () => {
    const now = Date.now() + 10_000;
    const made = Array.from({ length: 5_000 }, () => orderedId(now));
    const ids = made.map((m) => m.id);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // More than 4096 in one millisecond carry on into the next, never back.
    expect(made.at(-1)!.ms).toBeGreaterThan(now);
    // A clock that steps back does not reorder.
    expect(orderedId(now - 5_000).id > ids.at(-1)!).toBe(true);
  });
});
