// The identity-token contract from @rr/server-kit, imported by file: the package's barrel also loads sequelize,
// sqlite3 and BullMQ (~1.4 s at start-up), none of which the BFF uses. Switch to a subpath export
// ('@rr/server-kit/identity-token') once server-kit offers one.
export {
  DEV_IDENTITY_TOKEN_SECRET,
  IDENTITY_HEADER,
  type CallerType,
  type Identity,
  signIdentity,
  verifyIdentity,
} from '../../libs/server-kit/src/identity-token.js';
