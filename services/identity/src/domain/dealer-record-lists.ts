import {
  pagination,
  type DealerList,
  type DealerListItem,
  type DealerListQuery,
  type DealerLogin,
  type DealerLoginList,
  type DealerLoginListQuery,
} from '@rr/contracts';
import { findDealerLoginPage, findDealerPage, findDealersWithUsers } from '../data-access/dealer-records-repository.js';
import { distinctDealerValues } from '../data-access/dealers-repository.js';
import type { Dealer, User } from '../data-access/models/index.js';
import { findOpenResetTokens } from '../data-access/reset-tokens-repository.js';
import type { AccountsContext } from './context.js';
import { dealerView, iso, loadDealer, loginStatusOf } from './dealer-records.js';

/** `GET /api/admin/dealers ?query&active&country&page&limit`: by name, 15 a page, each with its login's state. */
export async function listDealers(ctx: AccountsContext, query: DealerListQuery): Promise<DealerList> {
  const { ids, total } = await findDealerPage(ctx.db, query, query.page, query.limit);
  const dealers: DealerListItem[] = (await findDealersWithUsers(ctx.db, ids)).map(({ dealer, user }) => ({ ...dealerView(dealer, user), loginStatus: loginStatusOf(user) }));
  return { dealers, pagination: pagination(query.page, query.limit, total), distinctCountry: await distinctDealerValues(ctx.db, 'country', {}) };
}

/** The open (unused, unexpired) set-password links of these users: the latest one's dates. */
async function openLinks(ctx: AccountsContext, userIds: string[]): Promise<Map<string, { sentAt: Date; expiresAt: Date }>> {
  const out = new Map<string, { sentAt: Date; expiresAt: Date }>();
  if (userIds.length === 0) return out;
  const tokens = await findOpenResetTokens(ctx.db, userIds, ctx.now());
  for (const token of tokens) out.set(token.userId, { sentAt: token.createdAt, expiresAt: token.expiresAt });
  return out;
}

function loginView(dealer: Dealer, user: User, link: { sentAt: Date; expiresAt: Date } | undefined): DealerLogin {
  return {
    _id: dealer.userId,
    name: dealer.name,
    dealerId: dealer.dealerCode ?? null,
    email: user.email,
    status: loginStatusOf(user),
    active: Boolean(dealer.active),
    emailVerified: Boolean(user.emailVerified),
    lastLoginAt: iso(user.lastLoginAt),
    loginCount: Number(user.loginCount ?? 0),
    linkSentAt: iso(link?.sentAt),
    linkExpiresAt: iso(link?.expiresAt),
    createdAt: iso(user.createdAt) ?? new Date(0).toISOString(),
  };
}

/** `GET /api/admin/dealer-logins ?query&status&page&limit`: every dealer's login, by dealer name, 15 a page. */
export async function listDealerLogins(ctx: AccountsContext, query: DealerLoginListQuery): Promise<DealerLoginList> {
  const { ids, total } = await findDealerLoginPage(ctx.db, query, query.page, query.limit);
  const rows = await findDealersWithUsers(ctx.db, ids);
  const links = await openLinks(ctx, ids);
  return { logins: rows.map(({ dealer, user }) => loginView(dealer, user, links.get(user.id))), pagination: pagination(query.page, query.limit, total) };
}

/** `GET /api/admin/dealer-login/{id}`: one dealer's login. */
export async function getDealerLogin(ctx: AccountsContext, dealerId: string): Promise<{ login: DealerLogin }> {
  const { dealer, user } = await loadDealer(ctx, dealerId);
  const links = await openLinks(ctx, [dealerId]);
  return { login: loginView(dealer, user, links.get(dealerId)) };
}
