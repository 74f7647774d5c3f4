import { CONSENSUS_LAYOUT } from '@pc/contracts';

/** What the filter and the heading call the choice of every specialty at once. */
export const ALL_SPECIALTIES_LABEL = 'All specialties';
/** The address's `?specialty=` value for every specialty (a real specialty is spelled as its name). */
export const ALL_SPECIALTIES_PARAM = 'all';

/** Specialty names for the filter: alphabetical (spec §2), each once, blanks left out. */
export function specialtyOptions(items: readonly { name: string }[] | undefined): string[] {
  const names = new Set((items ?? []).map((i) => i.name.trim()).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

export interface SpecialtyChoice {
  /** The specialty whose consensuses are shown; null for every specialty. */
  specialty: string | null;
  /** False while the default still waits to learn whether the member's own specialty has any. */
  settled: boolean;
}

/**
 * Which consensuses the page opens with. A specialty in the address wins (a shared or bookmarked
 * link, the filter's last choice). Without one, members start with their own specialty, as the
 * feeds do, unless it has no consensus yet: then they see all of them rather than an empty page.
 * `ownCount` is how many the own specialty has (undefined while that is loading).
 */
export function chooseSpecialty(
  param: string | null,
  own: string | null | undefined,
  ownCount: number | undefined,
): SpecialtyChoice {
  const requested = param?.trim() ?? '';
  if (requested === ALL_SPECIALTIES_PARAM) return { specialty: null, settled: true };
  if (requested !== '') return { specialty: requested, settled: true };
  if (!own) return { specialty: null, settled: true };
  if (ownCount === undefined) return { specialty: own, settled: false };
  return ownCount > 0 ? { specialty: own, settled: true } : { specialty: null, settled: true };
}

/** 'All Case Consensuses for "Cardiology"' (spec §2). */
export const listHeading = (specialty: string | null) =>
  `All Case Consensuses for "${specialty ?? ALL_SPECIALTIES_LABEL}"`;

/**
 * Spec §2/§9: the page control appears only when more than 100 tiles are loaded, and then always
 * offers 12 pages.
 */
export const showsPagination = (loaded: number) => loaded > CONSENSUS_LAYOUT.paginationAbove;
