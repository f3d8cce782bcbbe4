import { get, post, queryCall, queryKeys, useQuery, useQueryClient, type CallOptions } from '@rr/api-client';
import type { CashoutAnswer, CashoutsAnswer, CreateOrder, WalletAnswer } from '@rr/contracts';

const keys = {
  wallet: [...queryKeys.payouts.all, 'wallet'] as const,
  cashouts: [...queryKeys.payouts.all, 'cashouts'] as const,
};

/** GET /api/rider/wallet: cash and dealer credit in the wallet's currency. */
export function useWallet() {
  return useQuery({ queryKey: keys.wallet, queryFn: (context) => get<WalletAnswer>('/api/rider/wallet', { alert: false, ...queryCall(context) }), meta: { alert: false } });
}

/** GET /api/payments/cashouts: the rider's cash-outs, newest first. */
export function useCashouts() {
  return useQuery({ queryKey: keys.cashouts, queryFn: (context) => get<CashoutsAnswer>('/api/payments/cashouts', { alert: false, ...queryCall(context) }), meta: { alert: false } });
}

/** POST /api/payments/create-order (201 done, 202 still being confirmed with the provider). */
export function createOrder(body: CreateOrder, call: CallOptions = {}): Promise<CashoutAnswer> {
  return post('/api/payments/create-order', body, { alert: false, ...call });
}

/** GET /api/payments/get-reward-link/{orderId} → where the rider collects the money. */
export function getRewardLink(orderId: string): Promise<{ link: string }> {
  return get(`/api/payments/get-reward-link/${encodeURIComponent(orderId)}`, { alert: false });
}

/** After a cash-out: the balance and the history read again. */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: keys.wallet }), client.invalidateQueries({ queryKey: keys.cashouts })]);
}
