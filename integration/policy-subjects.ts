/**
 * The callers and objects of the authorization matrix: the demo users and a second ("foreign") user of each type,
 * the seeded objects each kind of path names, and the shape of a policy row (`authorization-policy.ts` holds the
 * rows). Ids and e-mails are the demo seed's (each service's src/seed/).
 */
import type { Role } from '../bff/src/routing.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Objects a path can point at. */
export type Kind =
  | 'rider'
  | 'dealer'
  | 'promoter'
  | 'admin'
  | 'event'
  | 'serie'
  | 'category'
  | 'vinPattern'
  | 'redemption'
  | 'payoutClaim'
  | 'order';

/** `any`: every object of the kind; `own`: only the caller's own (its user record, or what its promoter owns). */
export type Grant = 'any' | 'own';
/** `public`: anyone, signed in or not. Otherwise the signed-in types allowed, each with its reach. `{}`: nobody. */
export type Who = 'public' | Partial<Record<Role, Grant>>;

export interface SeedUser {
  id: string;
  email: string;
}

/** The demo logins of the seed (README "Demo logins"): the "own" user of each type. */
export const DEMO: Record<Role, SeedUser> = {
  rider: { id: 'rider-demo', email: 'rider@example.com' },
  dealer: { id: 'dealer-demo', email: 'dealer@example.com' },
  promoter: { id: 'promoter-demo', email: 'promoter@example.com' },
  admin: { id: 'admin-demo', email: 'admin@example.com' },
};

/**
 * A second user of each type: its objects are "foreign" to the demo user. All are seeded, active and verified,
 * except the second administrator, which the seed lacks and the harness (stack.ts) creates.
 */
export const FOREIGN: Record<Role, SeedUser> = {
  rider: { id: 'rider-seed-01', email: 'tyler.brooks@example.com' },
  dealer: { id: 'dealer-02', email: 'lonestar.moto@example.com' },
  promoter: { id: 'promoter-02', email: 'gulf.coast.mx@example.com' },
  admin: { id: 'admin-second', email: 'second.admin@example.com' },
};

export interface ObjectIds {
  /** Whose objects these are: the "own" object belongs to DEMO[owner], the foreign one to another user. */
  owner: Role | null;
  /** Seeded object of the demo user (or the one object used, when `owner` is null or nothing is seeded). */
  own: string;
  /** Seeded object of another user; absent when the kind has no owner or the seed has no such object. */
  foreign?: string;
  /**
   * Objects no other cell touches, for allowed calls that destroy or irreversibly change their object
   * (`consumes`): each allowed cell of such a row takes the next spare of its side.
   */
  spares?: { own: string[]; foreign: string[] };
  /** Why the seed has only a placeholder (answers 404 until such objects exist). */
  placeholder?: string;
}

export const OBJECTS: Record<Kind, ObjectIds> = {
  rider: {
    owner: 'rider',
    own: DEMO.rider.id,
    foreign: FOREIGN.rider.id,
    // Seed riders no other cell uses: deactivation, race removal. Ownership is irrelevant for these admin calls.
    spares: { own: ['rider-seed-05', 'rider-seed-07', 'rider-seed-09'], foreign: ['rider-seed-06', 'rider-seed-08', 'rider-seed-10'] },
  },
  dealer: { owner: 'dealer', own: DEMO.dealer.id, foreign: FOREIGN.dealer.id, spares: { own: ['dealer-05'], foreign: ['dealer-06'] } },
  promoter: { owner: 'promoter', own: DEMO.promoter.id, foreign: FOREIGN.promoter.id, spares: { own: ['promoter-03'], foreign: ['promoter-04'] } },
  admin: { owner: 'admin', own: DEMO.admin.id, foreign: FOREIGN.admin.id },
  // Events and series belong to the promoter who runs them (events seed: promoter-demo and promoter-02).
  event: {
    owner: 'promoter',
    own: 'evt-socal-ft-01',
    foreign: 'evt-gulf-mx-01',
    spares: { own: ['evt-peach-sx-1', 'evt-reno-sm-1', 'evt-peach-sx-2'], foreign: ['evt-gulf-mx-02', 'evt-gulf-mx-03', 'evt-gulf-mx-04'] },
  },
  serie: {
    owner: 'promoter',
    own: 'series-socal-flat-track',
    foreign: 'series-gulf-coast-mx',
    spares: { own: ['series-west-coast-road'], foreign: ['series-prairie-flat-track'] },
  },
  category: { owner: null, own: 'cat-motocross', spares: { own: ['cat-mototrials'], foreign: [] } },
  // The demo make's seeded patterns (identity seed-data.ts SEED_VIN_PATTERNS); deleting takes a spare.
  vinPattern: { owner: null, own: 'vin-pattern-sm690-2022', spares: { own: ['vin-pattern-ft750-2024'], foreign: [] } },
  redemption: { owner: null, own: 'redemption-probe', placeholder: "the seed's redemptions get their ids (journal ids) when seeded; the probe id answers 404" },
  payoutClaim: { owner: null, own: 'payout-claim-probe', placeholder: 'the seed has no payout claims' },
  order: { owner: null, own: 'order-probe', placeholder: 'the seed has no cash-out orders' },
};

export interface Upload {
  field: string;
  filename: string;
  contentType: string;
  content: string;
}

export interface BodyContext {
  /** The concrete object id of the cell. */
  id: string;
  /** The caller of the cell (for rows whose body names the caller, such as login). */
  caller: 'anonymous' | Role;
}

export interface PolicyRow {
  method: Method;
  /** Path template (query string allowed): `{role}` each role, `{id}` the row's object. */
  path: string;
  who: Who;
  /** What `{id}` points at. */
  object?: Kind;
  /** Where the operation and its grant come from. */
  source: string;
  body?: object | ((cell: BodyContext) => object);
  /** Headers computed from the exact JSON sent (the body is then sent as that string), e.g. a webhook's signature. */
  headers?: (json: string) => Record<string, string>;
  upload?: Upload;
  /** Changes data when allowed: its allowed cells run after all other cells, one at a time. */
  mutates?: boolean;
  /** Destroys or irreversibly changes its object: allowed cells use spare objects (implies `mutates`). */
  consumes?: boolean;
  /**
   * Starts, changes or ends the caller's session when allowed: allowed cells run late, each on an agent of its own
   * (`login`: an anonymous agent that signs in as the caller).
   */
  session?: boolean | 'login';
  /** Called on the cell's agent after an allowed call, to give it back its own session (so it can be reused). */
  restore?: { method: 'POST'; path: string };
  /** Answered by the BFF itself, not proxied by the routing table. */
  bff?: boolean;
  /** Statuses that count as a refusal for a caller the policy does not allow (default: 401 anonymous, 403/404/405 signed in). */
  refusals?: { anonymous?: number[]; signedIn?: number[] };
  note?: string;
}
