import { Box, Button, Menu, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { SummarySectionValidity } from '@pc/contracts';
import { OUTLINE_ENTRIES, scrollTargetTop } from '../utils/outline';

/** Scrolls to a section with the spec §9 offset and moves the focus to its heading, for keyboard and screen reader users. */
function goTo(anchor: string) {
  const section = document.getElementById(anchor);
  if (!section) return;
  const top = scrollTargetTop(section.getBoundingClientRect().top, window.scrollY, window.innerWidth);
  window.scrollTo({ top, behavior: 'smooth' });
  const heading = document.getElementById(`${anchor}-heading`);
  if (heading) {
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
}

/** The section's flag: a mark the eye sees and words a screen reader says. */
function ValidityMark({ valid }: { valid: boolean }) {
  return (
    <Box component="span" c={valid ? 'teal.9' : 'red.8'} style={{ display: 'inline-flex', alignItems: 'center' }}>
      <svg
        width={16}
        height={16}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        aria-hidden="true"
        focusable="false"
      >
        {valid ? <path d="M5 12l5 5L20 7" /> : <path d="M12 3L2 20h20L12 3zM12 10v4M12 17h.01" />}
      </svg>
      <VisuallyHidden>{valid ? ' (complete)' : ' (needs attention)'}</VisuallyHidden>
    </Box>
  );
}

/**
 * The form's outline (spec §2): the five sections with their validity flags (spec §5). Beside the
 * form above 1350 px (`beside`), behind a menu button below it.
 */
export function FormOutline({ validity, beside }: { validity: SummarySectionValidity; beside: boolean }) {
  if (beside) {
    return (
      <Paper component="nav" aria-label="Form outline" withBorder p="sm" style={{ position: 'sticky', top: 16 }}>
        <Stack gap={4}>
          <Text fw={600} size="sm" px="xs">
            Outline
          </Text>
          {OUTLINE_ENTRIES.map((entry) => (
            <Button
              key={entry.anchor}
              component="a"
              href={`#${entry.anchor}`}
              variant="subtle"
              color="dark"
              fullWidth
              justify="space-between"
              fw={500}
              h="auto"
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              rightSection={<ValidityMark valid={validity[entry.section]} />}
              onClick={(e) => {
                e.preventDefault();
                goTo(entry.anchor);
              }}
            >
              {entry.label}
            </Button>
          ))}
        </Stack>
      </Paper>
    );
  }
  const toFix = Object.values(validity).filter((ok) => !ok).length;
  return (
    <Menu position="bottom-start" withinPortal returnFocus={false}>
      <Menu.Target>
        <Button variant="default">Form outline{toFix > 0 ? ` (${toFix} to fix)` : ''}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {OUTLINE_ENTRIES.map((entry) => (
          <Menu.Item
            key={entry.anchor}
            onClick={() => goTo(entry.anchor)}
            rightSection={<ValidityMark valid={validity[entry.section]} />}
          >
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
