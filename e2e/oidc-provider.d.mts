// Types for e2e/oidc-provider.mjs (the test OpenID provider), for TypeScript callers such as the BFF tests.

export declare const STAFF_LOGIN: string;
export declare const STAFF_PASSWORD: string;

export interface OidcTestAccount {
  /** The `sub` claim. */
  sub: string;
  /** What the user types as username on the provider's login form. */
  login: string;
  password: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** The staff account: login `staff@example.com` / `Password1`, verified e-mail `email` (default admin@example.com). */
export declare function staffAccount(email?: string): OidcTestAccount;

/** Starts the provider on plain http; `port: 0` (default) picks a free port. The issuer is `http://<host>:<port>`. */
export declare function startOidcProvider(options?: {
  host?: string;
  port?: number;
  clients?: OidcTestClient[];
  accounts?: OidcTestAccount[];
}): Promise<{ issuer: string; close(): Promise<void> }>;
