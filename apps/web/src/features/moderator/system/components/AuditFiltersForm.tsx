import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AuditFilters } from '../api/get-audit-log';

/**
 * The audit log's filters (who, what, when): applied on Filter (or Enter), cleared on Clear. Days
 * are the browser's date inputs (UTC days on the server, both ends included).
 */
export function AuditFiltersForm({ value, onApply }: { value: AuditFilters; onApply: (f: AuditFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const field = (key: keyof AuditFilters) => ({
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const next = e.currentTarget.value;
      setDraft((d) => ({ ...d, [key]: next }));
    },
  });
  const clear = { actor: '', action: '', entity: '', from: '', to: '' };
  return (
    <form
      aria-label="Audit log filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="Who" description="E-mail, name or “system”" w={220} {...field('actor')} />
        <TextInput label="Action" description="create, update, retry…" w={160} {...field('action')} />
        <TextInput label="Entity" description="user, job, reward…" w={160} {...field('entity')} />
        <TextInput label="From" type="date" w={160} {...field('from')} />
        <TextInput label="To" type="date" w={160} {...field('to')} />
        <Group gap="xs">
          <Button type="submit">Filter</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(clear);
              onApply(clear);
            }}
          >
            Clear
          </Button>
        </Group>
      </Group>
    </form>
  );
}
