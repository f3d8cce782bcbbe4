import { applicationSeason, openApplicationSeasons, type PromoterApplicationInput, type PromoterDetail } from './promoters';

/**
 * The promoter application form, as the public /promoters page and the staff pages hold it:
 * what the inputs hold, the body they become, and the values a returning promoter starts from (last season's
 * answers, or an application staff edit). Pure, so it is tested without a DOM.
 */

export interface TrackValues {
  name: string;
  website: string;
}

export interface ApplicationValues {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  country: string;
  addressLine1: string;
  city: string;
  state: string;
  zipcode: string;
  seasonYear: string;
  seriesName: string;
  averageEntries: string;
  racesCount: string;
  /** '' until chosen, then 'yes' or 'no' (radio groups). */
  amaSanctioned: string;
  otherSanction: string;
  mixedClasses: string;
  tracks: TrackValues[];
}

/**
 * The seasons one can apply for today, oldest first (`openApplicationSeasons`: a season stays open while its events
 * can still be entered, until 7 January after it; the coming one is open all year).
 */
export function openSeasons(today: Date = new Date()): number[] {
  return openApplicationSeasons(today);
}

/**
 * The season a new application starts on: the one applications are for now (`applicationSeason`: the coming season
 * from October) when it is still to apply for, else the earliest left.
 */
export function defaultSeason(seasons: readonly number[], today: Date = new Date()): number | undefined {
  const usual = applicationSeason(today);
  return seasons.includes(usual) ? usual : seasons[0];
}

/** The open seasons a promoter can still apply for: those without an application already decided. */
export function seasonsToApply(detail: PromoterDetail | null, today: Date = new Date()): number[] {
  const decided = new Set((detail?.applications ?? []).filter((a) => a.status !== 'pending').map((a) => a.seasonYear));
  return openSeasons(today).filter((year) => !decided.has(year));
}

export const emptyTrack = (): TrackValues => ({ name: '', website: '' });

export function emptyApplication(country: string, today: Date = new Date(), season: number = defaultSeason(openSeasons(today), today)!): ApplicationValues {
  return {
    name: '', contactName: '', email: '', phone: '',
    country, addressLine1: '', city: '', state: '', zipcode: '',
    seasonYear: String(season), seriesName: '', averageEntries: '', racesCount: '',
    amaSanctioned: '', otherSanction: '', mixedClasses: '',
    tracks: [emptyTrack()],
  };
}

const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

/**
 * A returning promoter's starting point: their record's identity and address, and the answers of their latest
 * application (series, entries, races, sanction, classes, tracks), for the season open now.
 */
export function prefilled(detail: PromoterDetail, email: string, fallback: ApplicationValues, application = detail.applications[0]): ApplicationValues {
  const last = application;
  const p = detail.promoter;
  return {
    ...fallback,
    name: p.name ?? fallback.name,
    contactName: p.contactName ?? last?.contactName ?? '',
    email,
    phone: p.phone ?? last?.phone ?? '',
    country: p.country ?? last?.country ?? fallback.country,
    addressLine1: p.addressLine1 ?? last?.addressLine1 ?? '',
    city: p.city ?? last?.city ?? '',
    state: p.state ?? last?.state ?? '',
    zipcode: p.zipcode ?? last?.zipcode ?? '',
    ...(last
      ? {
          seriesName: last.seriesName,
          averageEntries: String(last.averageEntries),
          racesCount: String(last.racesCount),
          amaSanctioned: yesNo(last.amaSanctioned),
          otherSanction: last.otherSanction ?? '',
          mixedClasses: yesNo(last.mixedClasses),
          tracks: last.tracks.length > 0 ? last.tracks.map((t) => ({ name: t.name, website: t.website ?? '' })) : [emptyTrack()],
        }
      : {}),
  };
}

const number = (value: string): number | string => (/^\s*\d+\s*$/.test(value) ? Number(value) : value.trim());
const choice = (value: string): boolean | undefined => (value === 'yes' ? true : value === 'no' ? false : undefined);

/** The body the inputs make (without captchaToken and locale, added at send time), before the schema checks it. */
export function applicationBody(values: ApplicationValues): PromoterApplicationInput {
  const ama = choice(values.amaSanctioned);
  return {
    name: values.name.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    country: values.country,
    addressLine1: values.addressLine1.trim(),
    city: values.city.trim(),
    state: values.state.trim() || undefined,
    zipcode: values.zipcode.trim(),
    seasonYear: number(values.seasonYear),
    seriesName: values.seriesName.trim(),
    averageEntries: number(values.averageEntries),
    racesCount: number(values.racesCount),
    amaSanctioned: ama,
    otherSanction: ama === false ? values.otherSanction.trim() : undefined,
    mixedClasses: choice(values.mixedClasses),
    // Blank rows ("add more" pressed once too often) are left out.
    tracks: values.tracks
      .filter((t) => t.name.trim() !== '' || t.website.trim() !== '')
      .map((t) => ({ name: t.name.trim(), ...(t.website.trim() ? { website: t.website.trim() } : {}) })),
  } as unknown as PromoterApplicationInput;
}
