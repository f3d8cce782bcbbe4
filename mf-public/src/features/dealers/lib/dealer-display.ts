/** How the dealer finder shows a dealer's address, phone and website. */
import type { DealerFinderItem } from '@rr/contracts';

/** The address as lines: street, second line, then "City, ST 92591" (blank parts left out). */
export function addressLines(dealer: Pick<DealerFinderItem, 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipcode'>): string[] {
  const place = [dealer.city, [dealer.state, dealer.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [dealer.addressLine1, dealer.addressLine2, place].filter((line): line is string => Boolean(line && line.trim()));
}

/**
 * A `tel:` link for a phone number: a 10-digit US or Canadian number gets +1, a longer one is taken as starting with
 * its country code; null when there are too few digits to call.
 */
export function telHref(phone: string | null, country: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 7) return null;
  if (digits.length === 10 && (country === 'US' || country === 'CA' || !country)) return `tel:+1${digits}`;
  if (digits.length > 10) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A dealer's website as a safe link (http or https only; a bare host gets https) and the host to show; null otherwise. */
export function websiteOf(url: string | null): { href: string; host: string } | null {
  const text = (url ?? '').trim();
  if (!text) return null;
  try {
    const parsed = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return { href: parsed.href, host: parsed.host.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

/** The anchor of a dealer's card on the finder (the map's popups link to it). */
export const dealerAnchor = (dealerId: string) => `dealer-${dealerId}`;
