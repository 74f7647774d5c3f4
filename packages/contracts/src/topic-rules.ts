// Feed names and report texts without zod, for the member pages (see comment-rules.ts).

export const TOPIC_FEEDS = ['my', 'other'] as const;
export type TopicFeed = (typeof TOPIC_FEEDS)[number];
export const TOPIC_FEED_SECTIONS = ['featured', 'answered', 'archive', 'scheduled'] as const;
export type TopicFeedSection = (typeof TOPIC_FEED_SECTIONS)[number];

/** Texts of the report modals (spec §8). */
export const FLAG_MESSAGES = {
  successTitle: 'Question Reported Successfully',
  successBody: 'Thank you for letting us know. Our support got your message and will get back to you.',
  failureTitle: "Sorry, can't report right now",
  failureBody: 'Sorry for inconvenience. Please try again...',
} as const;
