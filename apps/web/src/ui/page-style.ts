import type { CSSProperties } from 'react';

/**
 * Mantine's "dimmed" grey (#868e96) is below the 4.5:1 contrast WCAG asks for on white; inside the
 * moderator pages descriptions and hints use a darker grey.
 */
export const PAGE_STYLE = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' } as CSSProperties;
