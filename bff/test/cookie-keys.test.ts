import Keygrip from 'keygrip';
import { describe, expect, it } from 'vitest';
import { cookieKeys } from '../src/cookie-keys.js';

// The session cookie's signer must sign and verify exactly as keygrip did: cookies signed before keep working.
describe('cookieKeys', () => {
  const data = 'rr.sid=eyJ0eXBlIjoicmlkZXIifQ==';

  it('signs as keygrip signs, and verifies what keygrip signed', () => {
    const ours = cookieKeys(['new-key', 'old-key']);
    const theirs = new Keygrip(['new-key', 'old-key']);
    expect(ours.sign(data)).toBe(theirs.sign(data));
    expect(theirs.index(data, ours.sign(data))).toBe(0);
    expect(ours.index(data, new Keygrip(['old-key']).sign(data))).toBe(1);
  });

  it('refuses a signature of other data, of another key, or of another length', () => {
    const ours = cookieKeys(['new-key']);
    const good = ours.sign(data);
    expect(ours.verify(data, good)).toBe(true);
    expect(ours.index(`${data}x`, good)).toBe(-1);
    expect(ours.index(data, new Keygrip(['someone-else']).sign(data))).toBe(-1);
    expect(ours.index(data, good.slice(1))).toBe(-1);
    expect(ours.index(data, '')).toBe(-1);
  });

  it('needs a key', () => {
    expect(() => cookieKeys([])).toThrow(/Keys must be provided/);
  });
});
