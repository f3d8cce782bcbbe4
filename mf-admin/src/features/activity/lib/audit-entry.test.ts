import { describe, expect, it } from 'vitest';
import { toActivityRow } from './audit-entry';

describe('toActivityRow', () => {
  it('labels a known action and shows both parties', () => {
    expect(
      toActivityRow({ _id: '7', at: '2026-01-02T03:04:05Z', action: 'account.deactivated', actorId: 'a1', actorName: 'Ada Admin', subjectId: 'r1', subjectName: 'Zoe Bryant', method: 'PUT', path: '/api/admin/rider/r1/activation', status: 200 }),
    ).toEqual({
      id: '7',
      at: '2026-01-02T03:04:05Z',
      labelKey: 'admin.activity.action.deactivated',
      action: 'account.deactivated',
      actor: 'Ada Admin',
      subject: 'Zoe Bryant',
      request: 'PUT /api/admin/rider/r1/activation → 200',
      failed: false,
    });
  });
  it('leaves the subject out when the actor acted on themselves', () => {
    expect(toActivityRow({ _id: '6', at: 'x', action: 'admin.profile.updated', actorId: 'a1', actorName: 'Ada', subjectId: 'a1', subjectName: 'Ada' }).subject).toBe('');
  });
  it('labels the dealer records and logins actions', () => {
    const label = (action: string) => toActivityRow({ _id: '1', at: 'x', action, actorId: 'a1' }).labelKey;
    expect(['dealer.created', 'dealer.updated', 'dealer.invitation.sent', 'dealer.reset.sent'].map(label)).toEqual([
      'admin.activity.action.dealerCreated',
      'admin.activity.action.dealerUpdated',
      'admin.activity.action.dealerInvitationSent',
      'admin.activity.action.dealerResetSent',
    ]);
  });
  it('labels the PIN tries at dealers’ tills', () => {
    const label = (action: string) => toActivityRow({ _id: '1', at: 'x', action, actorId: 'd1', subjectId: 'r1' }).labelKey;
    expect(['till.pin.right', 'till.pin.wrong', 'till.pin.locked', 'till.pin.refused'].map(label)).toEqual([
      'admin.activity.action.tillPinRight',
      'admin.activity.action.tillPinWrong',
      'admin.activity.action.tillPinLocked',
      'admin.activity.action.tillPinRefused',
    ]);
  });
  it('shows an unknown action as recorded, and marks failed calls', () => {
    const row = toActivityRow({ _id: '9', at: 'x', action: 'something.new', actorId: 'a1', method: 'POST', path: '/api/x', status: 409 });
    expect(row).toMatchObject({ labelKey: null, action: 'something.new', actor: 'a1', request: 'POST /api/x → 409', failed: true });
  });
});
