import { ActionIcon, Group, Text, useMatches } from '@mantine/core';
import { Icon } from './Icon';
import { pageItems } from './page-items';

const CURRENT = {
  background: 'var(--mantine-color-grape-8)',
  borderColor: 'var(--mantine-color-grape-8)',
  color: 'var(--mantine-color-white)',
  cursor: 'default',
} as const;

/**
 * The page control of spec §2 and §4: previous, page numbers (sibling count 1) and next. Previous is
 * disabled on the first page, next on the last, and the current page is marked and disabled.
 */
export function Pagination({
  page,
  total,
  onChange,
  label = 'Pages',
}: {
  page: number;
  /** The number of pages. */
  total: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, for pages with more than one control. */
  label?: string;
}) {
  // Nine 36 px buttons are wider than a 390 px phone's card: a little smaller there, so nothing scrolls.
  const size = useMatches({ base: 32, xs: 36 });
  if (total <= 1) return null;
  return (
    <Group component="nav" aria-label={label} gap={4} justify="center" wrap="nowrap">
      <ActionIcon
        variant="default"
        size={size}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Icon name="chevronLeft" />
      </ActionIcon>
      {pageItems(page, total).map((item) =>
        typeof item === 'number' ? (
          <ActionIcon
            key={item}
            variant="default"
            size={size}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            disabled={item === page}
            // The current page is disabled (spec §4) but must still read as the highlighted one.
            style={item === page ? CURRENT : undefined}
            onClick={() => onChange(item)}
          >
            <Text component="span" size="sm" fw={item === page ? 700 : 400}>
              {item}
            </Text>
          </ActionIcon>
        ) : (
          <Text key={item} component="span" aria-hidden="true" c="gray.7" w={20} ta="center">
            …
          </Text>
        ),
      )}
      <ActionIcon
        variant="default"
        size={size}
        aria-label="Next page"
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
      >
        <Icon name="chevronRight" />
      </ActionIcon>
    </Group>
  );
}
