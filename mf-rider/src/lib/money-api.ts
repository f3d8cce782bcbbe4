import { get, keepPreviousData, post, queryCall, queryKeys, useApiMutation, useQuery, useQueryClient, type CallOptions } from '@rr/api-client';
import type { CashoutAnswer, CashoutsAnswer, CreateOrder, CreditRedemptionsAnswer, EarningsAnswer, EarningsPeriod, WalletAnswer } from '@rr/contracts';
import { apiPath } from '@rr/contracts/routes';

// The rider's money reads and the cash-out call, shared by the dashboard, earnings and cash-out pages.

/** GET /api/rider/earnings `?period=` → the signed-in rider's earnings, each result explained. */
export function getEarnings(period: EarningsPeriod, call: CallOptions = {}, eventId?: string): Promise<EarningsAnswer> {
  return get(apiPath('/api/rider/earnings'), { query: { period, eventId }, alert: false, ...call });
}

/** The rider's earnings in a period, or (with `eventId`) at one event over their lifetime. */
export function useEarnings(period: EarningsPeriod, eventId?: string) {
  return useQuery({
    queryKey: [...queryKeys.payouts.all, 'earnings', period, eventId ?? null] as const,
    queryFn: (context) => getEarnings(period, queryCall(context), eventId),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

const keys = {
  wallet: [...queryKeys.payouts.all, 'wallet'] as const,
  cashouts: [...queryKeys.payouts.all, 'cashouts'] as const,
};

/** GET /api/rider/wallet: cash and dealer credit in the wallet's currency. */
export function useWallet() {
  return useQuery({ queryKey: keys.wallet, queryFn: (context) => get<WalletAnswer>(apiPath('/api/rider/wallet'), { alert: false, ...queryCall(context) }), meta: { alert: false } });
}

/** GET /api/payments/cashouts: the rider's cash-outs (all, or in a period), newest first. */
export function useCashouts(period: EarningsPeriod = 'lifetime') {
  return useQuery({
    queryKey: [...keys.cashouts, period] as const,
    queryFn: (context) => get<CashoutsAnswer>(apiPath('/api/payments/cashouts'), { query: { period }, alert: false, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** GET /api/rider/credit-redemptions?period=: dealer credit the rider spent, with refunds, newest first. */
export function useRedemptions(period: EarningsPeriod) {
  return useQuery({
    queryKey: [...queryKeys.payouts.all, 'redemptions', period] as const,
    queryFn: (context) => get<CreditRedemptionsAnswer>(apiPath('/api/rider/credit-redemptions'), { query: { period }, alert: false, ...queryCall(context) }),
    placeholderData: keepPreviousData,
    meta: { alert: false },
  });
}

/** POST /api/payments/create-order (201 done, 202 still being confirmed with the provider). */
export function createOrder(body: CreateOrder, call: CallOptions = {}): Promise<CashoutAnswer> {
  return post(apiPath('/api/payments/create-order'), body, { alert: false, ...call });
}

/** GET /api/payments/get-reward-link/{orderId} → where the rider collects the money. */
export function getRewardLink(orderId: string): Promise<{ link: string }> {
  return get(apiPath('/api/payments/get-reward-link/:orderId', { orderId }), { alert: false });
}

/**
 * A cash-out (createOrder); every payouts read (balances, history, earnings) goes again after it, and after a failure
 * too: an answer lost on the way may have gone through after all, and the balance shown must be the service's.
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (body: CreateOrder) => createOrder(body),
    invalidates: [queryKeys.payouts.all],
    onError: () => void client.invalidateQueries({ queryKey: queryKeys.payouts.all }),
    // The page says why it failed.
    meta: { alert: false },
  });
}

/** Asks for a paid cash-out's collect link; the service keeps it, so every list of cash-outs is read again. */
export function useRewardLink() {
  return useApiMutation({ mutationFn: (orderId: string) => getRewardLink(orderId), invalidates: [queryKeys.payouts.all], meta: { alert: false } });
}
