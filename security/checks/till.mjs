// The dealer's till under abuse: a dealer staff add can redeem; wrong PINs sent at once are checked at most the
// budget's number of times; unknown rider ids never lock a till; a deactivated rider looks like an id that never
// existed, and an inactive dealership has no till. Each case works on dealers and riders of its own, made here, so
// nothing it spends (a budget, a PIN count) touches the demo accounts.
import { randomUUID } from 'node:crypto';
import { codeOf, describe, request, sleep, tally } from '../http.mjs';
import { OURS, PASSWORD, check, linksIn, mailsTo, newMails, registerRider, signIn, uniqueEmail } from '../stack.mjs';

/** The seeded rider with credit and the PIN the demo uses (README "Demo logins"). */
const DEMO_RIDER = { id: 'rider-demo', pin: '1234' };
/** A dealer login's budget of wrong PINs an hour (services/identity/src/domain/till-pin.ts). */
const DEALER_BUDGET = 30;

/** A dealership added through the admin API, its invitation followed and its password set; signed in. */
async function newDealer(shared, label) {
  const admin = await shared.admin();
  const email = uniqueEmail(`dealer-${label}`);
  const created = await request('POST', '/api/admin/dealers', {
    json: { name: `Security ${label} ${randomUUID().slice(0, 6)}`, addressLine1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701', country: 'US', phone: '5125550100', email },
    headers: OURS,
    jar: admin,
  });
  check(created.status === 201, `setup: POST /api/admin/dealers answered ${describe(created)}: ${created.text.slice(0, 200)}`);
  const [invitation] = await newMails(email, 0);
  const link = linksIn(invitation).find((href) => href.includes('/forgot-password-reset'));
  check(link, `setup: the invitation to ${email} has no set-password link`);
  const token = new URL(link).searchParams.get('token');
  // Password resets are budgeted per address: these come from one of the suite's own, never e2e's 127.0.0.1.
  const reset = await request('POST', '/api/forgot-password-reset', { json: { token, password: PASSWORD, confirmPassword: PASSWORD }, headers: OURS, from: '127.0.7.10' });
  check(reset.status === 200, `setup: setting the invited dealer's password answered ${describe(reset)}`);
  return { id: created.body.dealer._id, email, jar: await signIn(email) };
}

/** A fresh rider with a verified e-mail and the PIN 1234, registered from `from`. */
async function riderWithPin(label, from) {
  const rider = await registerRider(label, { from });
  // The verification mail carries a 6-digit code (another mail, such as a welcome, may come first).
  let code;
  for (let waited = 0; !code && waited < 15_000; waited += 250) {
    code = (await mailsTo(rider.email)).map((mail) => /\b(\d{6})\b/.exec(mail.text ?? '')?.[1]).find(Boolean);
    if (!code) await sleep(250);
  }
  check(code, `setup: no verification code mailed to ${rider.email}`);
  // From the rider's own address: the code checks are budgeted per address, and 127.0.0.1 is e2e's.
  const verified = await request('POST', '/api/email-verify', { json: { code }, headers: OURS, jar: rider.jar, from });
  check(verified.status === 200, `setup: verifying ${rider.email} answered ${describe(verified)}`);
  const pin = await request('PUT', `/api/rider/rider/${rider.id}/pin`, { json: { pin: '1234', confirmPin: '1234' }, headers: OURS, jar: rider.jar, from });
  check(pin.status === 200, `setup: setting the PIN of ${rider.email} answered ${describe(pin)}`);
  return rider;
}

const redeemBody = (riderId, pin, over = {}) => ({ riderId, amountCents: 100, currency: 'USD', pin, employeeName: 'Security', idChecked: true, idempotencyKey: randomUUID(), ...over });
const redeem = (dealer, body, from) => request('POST', '/api/dealer/redeem', { json: body, headers: OURS, jar: dealer.jar, from, timeoutMs: 30_000 });

export const tillCases = [
  {
    id: 'till-new-dealer-redeems',
    name: 'a dealer added through the admin API (a full UUID id) follows its invitation and redeems: 201, never 500',
    async run(shared) {
      const dealer = await newDealer(shared, 'redeem');
      check(dealer.id.length === 36, `the new dealer's id is ${dealer.id}, not a UUID`);
      const res = await redeem(dealer, redeemBody(DEMO_RIDER.id, DEMO_RIDER.pin));
      check(res.status === 201, `the new dealer's first redemption answered ${describe(res)}: ${res.text.slice(0, 200)}`);
      check(res.body.redemption?.dealerId === dealer.id, `the receipt names dealer ${res.body.redemption?.dealerId}, not ${dealer.id}`);
      return `redeemed ${res.body.redemption.code}`;
    },
  },
  {
    id: 'till-pin-burst',
    name: `60 wrong PINs at once from one dealer over 20 riders → at most ${DEALER_BUDGET} checked (PIN_WRONG), the rest 429`,
    async run(shared) {
      const dealer = await newDealer(shared, 'burst');
      const riders = [];
      for (let i = 0; i < 20; i += 5) {
        riders.push(...(await Promise.all(Array.from({ length: 5 }, (_, j) => riderWithPin(`till-burst-${i + j}`, `127.0.6.${i + j + 1}`)))));
      }
      // From two addresses of the shop: the login's own budget is what stops them, not one address's share.
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => redeem(dealer, redeemBody(riders[i % 20].id, '0000'), `127.0.6.${101 + (i % 2)}`)));
      const kinds = answers.map((res) => `${res.status} ${codeOf(res)}`);
      const checked = kinds.filter((kind) => kind === '400 PIN_WRONG').length;
      const refused = kinds.filter((kind) => kind === '429 TOO_MANY_ATTEMPTS').length;
      check(checked <= DEALER_BUDGET, `${checked} of 60 simultaneous wrong PINs were checked (PIN_WRONG), more than the budget of ${DEALER_BUDGET}: ${tally(answers)}`);
      check(checked + refused === 60, `unexpected answers: ${tally(answers)}`);
      return tally(answers);
    },
  },
  {
    id: 'till-unknown-ids',
    name: '25 redemptions for rider ids that do not exist → 404 each, and then a right PIN still redeems (from the same and another address)',
    async run(shared) {
      const dealer = await newDealer(shared, 'unknown');
      const unknown = [];
      for (let i = 0; i < 25; i += 1) unknown.push(await redeem(dealer, redeemBody(randomUUID(), '1234'), '127.0.7.1'));
      check(unknown.every((res) => res.status === 404 && codeOf(res) === 'NOT_FOUND'), `unknown ids answered ${tally(unknown)}, not 25 × 404 NOT_FOUND`);
      const same = await redeem(dealer, redeemBody(DEMO_RIDER.id, DEMO_RIDER.pin), '127.0.7.1');
      const other = await redeem(dealer, redeemBody(DEMO_RIDER.id, DEMO_RIDER.pin), '127.0.7.2');
      check(same.status === 201, `after 25 unknown ids a right PIN from the same address answered ${describe(same)}: locked out`);
      check(other.status === 201, `after 25 unknown ids a right PIN from another address answered ${describe(other)}: locked out`);
      return `unknown ${tally(unknown)}; right PIN then ${same.status}, ${other.status}`;
    },
  },
  {
    id: 'till-closed-accounts',
    name: "a deactivated rider's awards answer as an id that never existed; an inactive dealership gets 403 on the till",
    async run(shared) {
      const admin = await shared.admin();
      const dealer = await newDealer(shared, 'closed');
      const rider = await registerRider('till-closed', { from: '127.0.7.3' });
      const off = await request('PUT', `/api/admin/rider/${rider.id}/activation`, { json: { deActivated: true }, headers: OURS, jar: admin });
      check(off.status === 200, `setup: deactivating the rider answered ${describe(off)}`);
      const gone = await request('GET', `/api/dealer/awards/${rider.id}`, { jar: dealer.jar });
      const never = await request('GET', `/api/dealer/awards/${randomUUID()}`, { jar: dealer.jar });
      check(gone.status === 404 && gone.text === never.text, `a deactivated rider's awards answered ${describe(gone)} ${gone.text.slice(0, 120)}; an id that never existed ${describe(never)} ${never.text.slice(0, 120)}`);
      const closed = await request('PUT', `/api/admin/dealer/${dealer.id}/active`, { json: { active: false }, headers: OURS, jar: admin });
      check(closed.status === 200, `setup: setting the dealer inactive answered ${describe(closed)}`);
      const reads = await Promise.all([`/api/dealer/awards/${DEMO_RIDER.id}`, '/api/dealer/riders?query=Jordan', `/api/dealer/rider/${DEMO_RIDER.id}`].map((path) => request('GET', path, { jar: dealer.jar })));
      const write = await redeem(dealer, redeemBody(DEMO_RIDER.id, DEMO_RIDER.pin));
      const all = [...reads, write];
      check(all.every((res) => res.status === 403 && codeOf(res) === 'DEALER_NOT_PARTICIPATING'), `an inactive dealership's till answered ${tally(all)}`);
      const profile = await request('GET', `/api/dealer/dealer/${dealer.id}`, { jar: dealer.jar });
      check(profile.status === 200, `an inactive dealership's own profile answered ${describe(profile)}`);
      return `deactivated rider ${describe(gone)}; inactive dealership's till ${tally(all)}, profile ${profile.status}`;
    },
  },
];
