import { Counter, type AppMetrics } from '@rr/server-kit/metrics';
import type { PaymentProvider, ProviderAnswer } from './payment-provider.js';

/**
 * The provider as the service uses it, measured in the service's registry: every call counted by operation, and the
 * ones that did not answer cleanly (`retry`: timeout, 5xx, 429; `rejected`: a 4xx or a failed order) counted as
 * errors. It wraps the interface, so the real provider and the fake one are measured alike.
 */
export function measuredProvider(provider: PaymentProvider, metrics: AppMetrics): PaymentProvider {
  const calls = new Counter({ name: 'payment_provider_requests_total', help: 'Calls to the payment provider, by operation.', labelNames: ['operation'], registers: [metrics.registry] });
  const errors = new Counter({ name: 'payment_provider_errors_total', help: 'Payment provider calls that failed, by operation and kind (retry: no clean answer; rejected: refused).', labelNames: ['operation', 'kind'], registers: [metrics.registry] });
  const measured = <A extends unknown[], T>(operation: string, call: (...args: A) => Promise<ProviderAnswer<T>>) =>
    async (...args: A): Promise<ProviderAnswer<T>> => {
      calls.inc({ operation });
      const answer = await call(...args);
      if (answer.kind !== 'ok') errors.inc({ operation, kind: answer.kind });
      return answer;
    };
  return {
    createOrder: measured('createOrder', (input) => provider.createOrder(input)),
    findOrder: measured('findOrder', (id) => provider.findOrder(id)),
    rewardLink: measured('rewardLink', (id) => provider.rewardLink(id)),
    orderOf: measured('orderOf', (resource) => provider.orderOf(resource)),
  };
}
