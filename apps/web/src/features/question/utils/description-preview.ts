import { LIMITS } from '@pc/contracts';

/**
 * The question description as first shown (spec §9): at most 220 characters, then an ellipsis and a
 * Read more control. Short descriptions are shown whole.
 */
export function descriptionPreview(description: string, limit: number = LIMITS.descriptionPreview) {
  if (description.length <= limit) return { text: description, truncated: false };
  return { text: `${description.slice(0, limit).trimEnd()}…`, truncated: true };
}
