import { TOPIC_STATUS, TOPIC_STATUS_LABEL, type TopicStatus } from '@pc/contracts';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

const MINUTE_MS = 60_000;

/**
 * Relative time as the feeds show it (spec §4): dayjs wording, except that anything under one
 * minute away reads 'a few moments ago' (or 'in a few moments' when it lies ahead).
 */
export function relativeTimeText(at: Date | string, now: Date = new Date()): string {
  const when = dayjs(at);
  const diff = when.valueOf() - now.getTime();
  if (Math.abs(diff) < MINUTE_MS) return diff > 0 ? 'in a few moments' : 'a few moments ago';
  return when.from(now);
}

export interface TopicTiming {
  status: TopicStatus;
  /** Active, Expired or Scheduled. */
  label: string;
  /** 'Begins in 3 days', 'Expires in 5 hours', 'Expired 2 days ago'. */
  timeText: string;
}

/**
 * The label and time line of a question card. The status comes from the server (derived from the
 * dates at read time); the wording names the date that matters for that status.
 */
export function topicTiming(
  topic: { status: TopicStatus; publishDate: string; expirationDate: string },
  now: Date = new Date(),
): TopicTiming {
  const label = TOPIC_STATUS_LABEL[topic.status];
  if (topic.status === TOPIC_STATUS.scheduled) {
    return { status: topic.status, label, timeText: `Begins ${relativeTimeText(topic.publishDate, now)}` };
  }
  const verb = topic.status === TOPIC_STATUS.expired ? 'Expired' : 'Expires';
  return { status: topic.status, label, timeText: `${verb} ${relativeTimeText(topic.expirationDate, now)}` };
}
