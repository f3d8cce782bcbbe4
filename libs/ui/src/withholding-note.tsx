import { withholdingMessage, type WithholdingSource } from './payout-reason';

/** The muted tax note of an earning line (see withholdingMessage), in the caller's texts (`t` reads its own prefix). */
export function WithholdingNote({ line, t, money }: { line: WithholdingSource; t: (key: string, values: Record<string, string | number>) => string; money: (cents: number, currency: string) => string }) {
  const message = withholdingMessage(line, money);
  return message ? <span className="rr-muted">{t(message.key, message.values)}</span> : null;
}
