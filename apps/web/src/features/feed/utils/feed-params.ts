import { TOPIC_FEED_SECTIONS, type TopicFeedSection } from '@pc/contracts';

/** How many questions each section shows on the feed overview before "View all". */
export const OVERVIEW_COUNT = 10;

export const SECTION_TITLES: Record<TopicFeedSection, string> = {
  featured: 'Featured Questions',
  answered: 'Answered Questions',
  archive: 'Question Archive',
  scheduled: 'Scheduled Questions',
};

/**
 * A feed URL either shows every section (`/questions`) or one section in pages
 * (`/questions?section=archive&page=2`, what "View all" opens). Unknown values fall back to the overview
 * and page 1; the scheduled section is only for managers.
 */
export function feedView(params: URLSearchParams, manager: boolean): { section?: TopicFeedSection; page: number } {
  const raw = params.get('section');
  const section = TOPIC_FEED_SECTIONS.find((s) => s === raw && (s !== 'scheduled' || manager));
  if (!section) return { page: 1 };
  const page = Number(params.get('page'));
  return { section, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}
