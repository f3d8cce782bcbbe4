import { z } from 'zod';

/**
 * `user.changed` (identity → the BFF): something a signed-in session is judged or shown by changed for these users: an
 * account field (e-mail, verification, deactivation, locale, phone, picture, type), the time before which their
 * sessions are over (a password change, a session revoked), a role profile (name, dealer participation and time zone,
 * a rider's bikes, PIN set or locked, pro), or the account went (a merge, a deletion). Published in identity's outbox in
 * the transaction of the change; the BFF drops its cached copy of each user, so the next request reads them afresh.
 */
export const USER_CHANGED = 'user.changed';
export const userChangedSchema = z.object({
  userIds: z.array(z.string().min(1)).min(1),
});
export type UserChanged = z.infer<typeof userChangedSchema>;

/**
 * Identity's answer to a call whose writes changed users names them in this header (comma separated), so the BFF drops
 * its copies before the caller sees the answer: an administrator who deactivates a rider, or a rider who renames
 * themselves, finds it done on the very next request. The message still goes out for every other BFF replica and for
 * changes no API call made. The BFF never passes the header on to the browser.
 */
export const USERS_CHANGED_HEADER = 'x-rr-users-changed';
