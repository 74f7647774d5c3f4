import { Button, Menu } from '@mantine/core';

const CHECK = 'M5 12l5 5 9-11';
const CHEVRON = 'M6 9l6 6 6-6';

function Glyph({ path }: { path: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

/**
 * The 'Filter: {choice}' dropdown (spec §2; the design components page shows it with Allergy,
 * Dermatology, Cardiology). Choosing an option closes it, Escape closes it (spec §4), the arrow keys
 * move between options, and the chosen one is marked for sight and for screen readers.
 */
export function FilterDropdown({
  value,
  options,
  onChange,
  label = 'Filter',
}: {
  /** The chosen option's value. */
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  label?: string;
}) {
  const chosen = options.find((o) => o.value === value)?.label ?? value;
  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<Glyph path={CHEVRON} />}>
          {`${label}: ${chosen}`}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {options.map((o) => (
          <Menu.Item
            key={o.value}
            onClick={() => onChange(o.value)}
            aria-current={o.value === value ? 'true' : undefined}
            fw={o.value === value ? 700 : 400}
            leftSection={o.value === value ? <Glyph path={CHECK} /> : <span style={{ width: 16 }} />}
          >
            {o.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
