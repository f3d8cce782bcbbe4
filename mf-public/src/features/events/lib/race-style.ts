/** Race styles of spec §3, keyed as the catalog keys public.raceStyle.<key>. */
export const RACE_STYLES = ['flat', 'motocross', 'offroadmoto', 'offroad', 'road', 'supercross', 'supermoto', 'mototrials'] as const;
export type RaceStyle = (typeof RACE_STYLES)[number];

const SYNONYMS: Record<string, RaceStyle> = {
  flattrack: 'flat',
  roadracing: 'road',
  offroadmotocross: 'offroadmoto',
  trials: 'mototrials',
};

/** Normalises a stored type ('Flat Track', 'flat_track', 'road') to a known style, else null. */
export function raceStyle(type: string | null | undefined): RaceStyle | null {
  const key = (type ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if ((RACE_STYLES as readonly string[]).includes(key)) return key as RaceStyle;
  return SYNONYMS[key] ?? null;
}
