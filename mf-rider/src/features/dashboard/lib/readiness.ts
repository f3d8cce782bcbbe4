import { missingDocuments, type DocumentKind, type RiderDocumentsStatus } from '@rr/contracts';
import type { SessionUser } from '@rr/session';
import { accountSummary } from './account-summary';

/** The steps a new rider takes before the programme can pay them and dealers can redeem their credit (spec §4). */
export type ReadinessStepKey = 'bike' | 'pin' | 'documents' | 'favourites';

/** done; todo (the rider has something to do); waiting (nothing to do but wait: a VIN being checked). */
export type ReadinessState = 'done' | 'todo' | 'waiting';

export interface ReadinessStep {
  key: ReadinessStepKey;
  state: ReadinessState;
  /** The documents still to upload (the documents step only). */
  missing?: DocumentKind[];
}

/** What the rider record says about documents (`GET /api/rider/rider/{id}`), when it has said it. */
export interface DocumentFacts {
  /** What this rider must keep on file: a pro's licence, and the W-9 too for a rider living in the US. */
  requiredDocuments: DocumentKind[];
  documents: RiderDocumentsStatus;
}

export interface Readiness {
  /** The steps known so far, in the order a rider takes them. */
  steps: ReadinessStep[];
  /** Every step is known and done: the checklist goes away. */
  ready: boolean;
}

/**
 * The dashboard's first-run checklist: a verified bike (spec §4 "Rider readiness": a rider with no
 * bike, or an invalid one, is sent to the profile; contingency needs a genuine VIN, §9), a PIN (needed before
 * redeeming credit at a dealer; a PIN the till locked counts as missing), the documents the rider must supply (pros who
 * earn cash: a driver's licence, and a W-9 when they live in the US; §4/§5), and at least one favourite event. `documents` and `favouriteEvents`
 * are null until their reads answer: their steps are left out meanwhile, and the rider is not called ready.
 */
export function readiness(user: SessionUser, documents: DocumentFacts | null, favouriteEvents: number | null): Readiness {
  const summary = accountSummary(user);
  const steps: ReadinessStep[] = [
    { key: 'bike', state: summary.vin === 'verified' ? 'done' : summary.vin === 'pending' ? 'waiting' : 'todo' },
    { key: 'pin', state: summary.hasPin && !summary.pinLocked ? 'done' : 'todo' },
  ];
  if (documents && documents.requiredDocuments.length > 0) {
    const missing = missingDocuments(documents);
    steps.push({ key: 'documents', state: missing.length === 0 ? 'done' : 'todo', missing });
  }
  if (favouriteEvents !== null) steps.push({ key: 'favourites', state: favouriteEvents > 0 ? 'done' : 'todo' });
  const known = documents !== null && favouriteEvents !== null;
  return { steps, ready: known && steps.every((step) => step.state === 'done') };
}
