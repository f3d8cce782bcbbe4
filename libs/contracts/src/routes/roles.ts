/** The four kinds of signed-in user (spec §6); each is confined to its own `/auth/{role}` area and `/api/{role}/…` paths. */
export const ROLES = ['rider', 'dealer', 'promoter', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Whether a value (a path segment, a session type) is one of the four roles. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
