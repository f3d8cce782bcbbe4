import { LOCALES } from '@rr/i18n';
import { z } from 'zod';
import {
  addressByCountry,
  checkedWithSiblings,
  country,
  email,
  fieldRule,
  maxLength,
  objectRule,
  phone,
  requiredAnd,
  requiredText,
} from './fields';
import { MESSAGES, descriptor, type MessageDescriptor } from './messages';
import { paginationSchema, queryActive, queryChoice, queryInteger, queryPaging, queryText } from './query';
import { RESULTS_DUE_DAYS, optionalUrl } from './results';
import { programmeDay } from './time-zones';

/**
 * Promoters and their yearly applications (spec §3 "Promoter application and promoter", §4, §7 "Promoters"). A
 * promoter is one identity record (login, name, address, status, active); each season they apply again with their
 * series information and tracks, and the programme team approves, rejects or undoes. The promoter's status is the
 * status of their latest application.
 */

export const PROMOTER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PromoterStatus = (typeof PROMOTER_STATUSES)[number];

/** Spec §9: promoter lists pages of 15. */
export const PROMOTERS_DEFAULT_LIMIT = 15;
/** At most this many tracks on one application ("add more"). */
export const MAX_TRACKS = 20;

/**
 * The season an application made on `today` is for: the programme year, or the next one from October, when
 * promoters apply for the coming season.
 */
export function applicationSeason(today: Date = new Date()): number {
  return today.getUTCMonth() >= 9 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
}


/**
 * The seasons one may apply for on `today` (docs/api.md "Promoter seasons"), oldest first. The coming season is open
 * all year, so a promoter can plan ahead; a season stays open while its events can still be entered: until the
 * results of an event on its last day (31 December) are due, RESULTS_DUE_DAYS later, on 7 January, in the
 * programme's calendar (America/Los_Angeles, spec §5). So on 28 November 2026 both 2026 and 2027 are open, and on
 * 5 January 2027 2026 as well as 2027 and 2028.
 */
export function openApplicationSeasons(today: Date = new Date()): number[] {
  const day = programmeDay(today);
  const year = Number(day.slice(0, 4));
  const lastOneOpen = day <= `${year}-01-${String(RESULTS_DUE_DAYS).padStart(2, '0')}`;
  return [...(lastOneOpen ? [year - 1] : []), year, year + 1];
}

const integerIn = (min: number, max: number) =>
  fieldRule<number>((value): MessageDescriptor | null => {
    if (value === undefined || value === null || value === '') return descriptor(MESSAGES.required);
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : descriptor(MESSAGES.numberRange, { min, max });
  });

const yesNo = () => fieldRule<boolean>((value) => (typeof value === 'boolean' ? null : descriptor(MESSAGES.required)));

/** One track the promoter races at: its name and website. */
export const trackSchema = z.object({ name: requiredText(200), website: optionalUrl().optional() });
export type Track = z.infer<typeof trackSchema>;

const tracks = () =>
  fieldRule<unknown[]>((value) => {
    if (!Array.isArray(value)) return descriptor(value === undefined || value === null ? MESSAGES.required : MESSAGES.invalid);
    if (value.length === 0) return descriptor(MESSAGES.required);
    return value.length > MAX_TRACKS ? descriptor(MESSAGES.maxItems, { max: MAX_TRACKS }) : null;
  }).pipe(z.array(trackSchema));

/** The promoter's own record: identity and address (spec §3). `PUT /api/{role}/promoter/{id}` takes these. */
const recordFields = {
  name: requiredText(200),
  contactName: requiredText(200),
  phone: phone(),
  addressLine1: requiredText(200),
  city: requiredText(120),
  state: checkedWithSiblings<string | null | undefined>().optional(),
  zipcode: checkedWithSiblings<string>(),
  country: country(),
};

export const promoterRecordSchema = z.object(recordFields).check(addressByCountry());
export type PromoterRecordInput = z.infer<typeof promoterRecordSchema>;

/** Spec §3 "AMA sanctioned (yes/no, else which other sanction)": the other sanction is required when not AMA. */
const sanctionNamed = objectRule((input) =>
  input.amaSanctioned === false && (typeof input.otherSanction !== 'string' || input.otherSanction.trim() === '')
    ? [['otherSanction', descriptor(MESSAGES.required)]]
    : [],
);

/** The series information of one season's application (spec §3). */
const seriesFields = {
  seasonYear: integerIn(2000, 2100),
  seriesName: requiredText(200),
  averageEntries: integerIn(1, 5000),
  racesCount: integerIn(1, 200),
  amaSanctioned: yesNo(),
  otherSanction: maxLength(200).optional(),
  mixedClasses: yesNo(),
  tracks: tracks(),
};

/**
 * The yearly application (`POST /api/promoter-applications`, the public form at /promoters): the record, the e-mail
 * (ignored when a signed-in promoter applies: theirs is used), the series information and the tracks. The BFF
 * reads `captchaToken` beside it.
 */
export const promoterApplicationSchema = z
  .object({ ...recordFields, email: requiredAnd(email()), ...seriesFields, locale: z.enum(LOCALES).optional().catch(undefined) })
  .check(addressByCountry(), sanctionNamed);
export type PromoterApplicationInput = z.infer<typeof promoterApplicationSchema>;

/**
 * An administrator's new promoter or application (`POST /api/admin/promoters`, the create pages `/promoter` and
 * `/promoter-applications` without an id): the application, and whether it is approved at once (a promoter the
 * team signs up: their login is made and mailed).
 */
export const adminPromoterSchema = z
  .object({ ...recordFields, email: requiredAnd(email()), ...seriesFields, approve: z.boolean().optional().catch(undefined) })
  .check(addressByCountry(), sanctionNamed);
export type AdminPromoterInput = z.infer<typeof adminPromoterSchema>;

/** `PUT /api/admin/promoter-application/{id}`: staff correct an application's answers. */
export const applicationUpdateSchema = z.object({ ...recordFields, ...seriesFields }).check(addressByCountry(), sanctionNamed);
export type ApplicationUpdateInput = z.infer<typeof applicationUpdateSchema>;

/** `POST /api/admin/promoters/approve|reject|delete`: the promoters whose latest application is acted on. */
export const promoterIdsSchema = z.object({ ids: z.array(z.string().min(1).max(36)).min(1).max(100) });
export type PromoterIdsInput = z.infer<typeof promoterIdsSchema>;

/**
 * The longest reason a rejection may give, in characters. The reason travels in the mail message to the applicant,
 * whose values hold at most 500 UTF-16 units: 250 characters fit whatever the script.
 */
export const REJECT_REASON_MAX = 250;

/** Why an application is rejected: optional, kept with the decision and mailed to the applicant. */
const rejectReason = () => maxLength(REJECT_REASON_MAX).optional();

/** `PUT /api/admin/promoter/{id}/reject` `{ reason? }`. */
export const promoterRejectSchema = z.object({ reason: rejectReason() });
export type PromoterRejectInput = z.infer<typeof promoterRejectSchema>;

/** `POST /api/admin/promoters/reject` `{ ids, reason? }`: one reason for every application rejected together. */
export const promoterRejectManySchema = z.object({ ...promoterIdsSchema.shape, reason: rejectReason() });
export type PromoterRejectManyInput = z.infer<typeof promoterRejectManySchema>;

/** `GET /api/promoters ?query&status&active&year&page&limit&applications`. */
export const promoterListQuerySchema = z.object({
  query: queryText(200),
  status: queryChoice(PROMOTER_STATUSES),
  active: queryActive({ allowAll: true, fallback: undefined }),
  year: queryInteger(2000, 2100),
  ...queryPaging(PROMOTERS_DEFAULT_LIMIT),
});
export type PromoterListQuery = z.output<typeof promoterListQuerySchema>;
export type PromoterListParams = { query?: string; status?: string; active?: string; year?: number; page: number; limit: number };

/** A decision on an application: who took it and when (undo keeps the history). */
export interface ApplicationDecision {
  action: 'submitted' | 'approved' | 'rejected' | 'undone' | 'updated';
  fromStatus: PromoterStatus | null;
  toStatus: PromoterStatus;
  actorId: string | null;
  actorName: string | null;
  at: string;
  /** A rejection's reason as staff gave it (mailed to the applicant); null when none was given, or for other steps. */
  reason: string | null;
}

/** One season's application as staff and the promoter see it. */
export interface PromoterApplication {
  _id: string;
  promoterId: string;
  seasonYear: number;
  status: PromoterStatus;
  name: string;
  contactName: string;
  email: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string | null;
  zipcode: string;
  country: string;
  seriesName: string;
  averageEntries: number;
  racesCount: number;
  amaSanctioned: boolean;
  otherSanction: string | null;
  mixedClasses: boolean;
  tracks: Track[];
  createdAt: string;
  updatedAt: string;
  history: ApplicationDecision[];
}

/** A row of `GET /api/promoters`: the record and their latest application. */
export interface PromoterListItem {
  _id: string;
  email: string;
  name: string;
  contactName: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  status: PromoterStatus;
  active: boolean;
  deActivated: boolean;
  /** Whether they have set a password (first approval mails the link). */
  hasPassword: boolean;
  seasonYear: number | null;
  seriesName: string | null;
  appliedAt: string | null;
  applications: number;
}

export const promoterListSchema = z.object({ promoters: z.array(z.custom<PromoterListItem>()), pagination: paginationSchema });
export interface PromoterList {
  promoters: PromoterListItem[];
  pagination: z.infer<typeof paginationSchema>;
}

/** `GET /api/promoters/summary`: the list summary of spec §3. */
export interface PromoterSummary {
  year: number;
  total: number;
  active: number;
  approved: number;
  pending: number;
  rejected: number;
  appliedThisYear: number;
}

/** `GET /api/{role}/promoter/{id}`: the record and every application, newest first. */
export interface PromoterDetail {
  promoter: PromoterListItem & { addressLine1: string | null; zipcode: string | null; createdAt: string };
  applications: PromoterApplication[];
}
