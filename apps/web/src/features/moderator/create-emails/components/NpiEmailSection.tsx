import { Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  type CreateNpiCampaignBody,
  NPI_AUDIENCES,
  type NpiAudience,
  createNpiCampaignBodySchema,
  defaultNpiEmailName,
  parseNpiEmailRows,
} from '@pc/contracts';
import { useState } from 'react';
import { successToast } from '../../../../lib/toasts';
import { useCreateNpiCampaign } from '../api/create-npi-campaign';
import { readNpiText, writeNpiText } from '../utils/npi-text-storage';
import { NewEmailFormModal } from './NewEmailFormModal';

/** Past this many, the bad rows are summed up rather than listed: a pasted file can have thousands. */
const LISTED_ERRORS = 20;

const lines = (text: string) => text.split(/\r\n|\r|\n/);

/** The NPI list (kept in localStorage, spec §5) and its 'New NPI email' modal. */
export function NpiEmailSection({ onCreated }: { onCreated(): void }) {
  const [text, setText] = useState(() => readNpiText(window.localStorage));
  const [creating, setCreating] = useState(false);
  const create = useCreateNpiCampaign();
  const { rows, errors } = parseNpiEmailRows(text);

  function change(value: string) {
    setText(value);
    writeNpiText(window.localStorage, value);
  }

  // The field's own error is one line (a <p>); the rows are listed under it.
  const errorSummary =
    errors.length === 0 ? undefined : errors.length === 1 ? errors[0]?.message : `${errors.length} rows have errors:`;
  const errorList = errors.length > 1 && (
    <List size="sm" spacing={2} c="red.9" aria-label="Rows with errors">
      {errors.slice(0, LISTED_ERRORS).map((e) => (
        <List.Item key={e.line}>{e.message}</List.Item>
      ))}
      {errors.length > LISTED_ERRORS && <List.Item>…and {errors.length - LISTED_ERRORS} more rows</List.Item>}
    </List>
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="npi-email">
      <Stack gap="sm">
        <Title order={2} size="h4" id="npi-email">
          E-mail to a list of NPIs
        </Title>
        <Textarea
          label="NPI list"
          description="One NPI per line, optionally followed by a comma and a question ID, e.g. 1234567893,12"
          placeholder={'1234567893\n1234567893,12'}
          rows={10}
          value={text}
          onChange={(e) => change(e.currentTarget.value)}
          error={errorSummary}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          spellCheck={false}
        />
        {errorList}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite">
            {rows.length === 1 ? '1 row' : `${rows.length} rows`}
            {errors.length > 0 && `, ${errors.length === 1 ? '1 row' : `${errors.length} rows`} with errors`}
          </Text>
          <Button onClick={() => setCreating(true)}>New NPI email</Button>
        </Group>
      </Stack>
      {creating && (
        <NewEmailFormModal<NpiAudience, CreateNpiCampaignBody>
          title="New NPI email"
          opened={creating}
          onClose={() => setCreating(false)}
          initialName={defaultNpiEmailName(new Date())}
          audiences={NPI_AUDIENCES}
          recipientsField="npiRows"
          recipients={
            <Text size="sm">
              <Text span fw={600}>
                NPI rows:{' '}
              </Text>
              {rows.length} ({rows.filter((r) => r.topicId !== null).length} with a question)
            </Text>
          }
          // Every line goes, blank ones too, so the server's row numbers are the text area's.
          parse={(name, targetAudience) =>
            createNpiCampaignBodySchema.safeParse({ name, targetAudience, npiRows: lines(text) })
          }
          pending={create.isPending}
          onCreate={async (body) => {
            await create.mutateAsync(body);
            successToast('The e-mail was created.', 'Its target list is being built.');
            onCreated();
          }}
        />
      )}
    </Paper>
  );
}
