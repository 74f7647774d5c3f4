import { Avatar } from '@mantine/core';

/** 'Morgan Moderator' -> 'MM': what the avatar shows when the person has no picture. */
export function initials(name: string): string {
  const words = name
    .replace(/^(dr|prof)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * A person's picture, or their initials when there is none. The name is always written beside it,
 * so by default the picture is decorative (empty alt); pass `alt` when it stands alone.
 */
export function PersonAvatar({
  name,
  src,
  size = 48,
  alt = '',
}: {
  name: string;
  src?: string | null;
  size?: number;
  alt?: string;
}) {
  return (
    <Avatar src={src || null} alt={alt} size={size} radius="xl" color="grape.8" variant="filled">
      <span aria-hidden="true">{initials(name)}</span>
    </Avatar>
  );
}
