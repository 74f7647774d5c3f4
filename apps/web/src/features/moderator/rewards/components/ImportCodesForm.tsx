import { Button, FileInput, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { type GiftCardImportResult, giftCardImportBodySchema, MESSAGES } from '@pc/contracts';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { errorToast, successToast } from '../../../../lib/toasts';
import { useImportCodes } from '../api/import-codes';
import { Notice } from './Notice';

const FAILED = 'The codes were not imported';

interface Refusal {
  message: string;
  rows: string[];
}

const refusalOf = (err: unknown): Refusal =>
  err instanceof ApiError && err.status === 400
    ? { message: err.message, rows: (err.errors ?? []).map((e) => e.message).filter((m) => m !== err.message) }
    : { message: MESSAGES.unknownError, rows: [] };

const summary = (r: GiftCardImportResult) =>
  `${r.imported} ${r.imported === 1 ? 'code' : 'codes'} imported, ${r.duplicates} ${r.duplicates === 1 ? 'duplicate' : 'duplicates'} skipped.`;

/** Loads codes from a CSV or text file, or from pasted lines; shows what was imported or each bad row. */
export function ImportCodesForm() {
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [result, setResult] = useState<GiftCardImportResult | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const importCodes = useImportCodes();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setResult(null);
    setRefusal(null);
    // A chosen file wins over pasted lines.
    const csv = file ? await file.text() : pasted;
    if (!csv.trim()) {
      setMissing('Choose a file or paste codes.');
      return;
    }
    if (!giftCardImportBodySchema.safeParse({ csv }).success) {
      setMissing('The file is too large; split it into smaller files.');
      return;
    }
    setMissing(null);
    importCodes.mutate(csv, {
      onSuccess: (r) => {
        setResult(r);
        setFile(null);
        setPasted('');
        successToast('Codes imported', summary(r));
      },
      onError: (err) => {
        const refused = refusalOf(err);
        setRefusal(refused);
        errorToast(FAILED, refused.message);
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="import-codes-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="import-codes-title">
            Import codes
          </Title>
          <Text size="sm">
            One code a line, optionally followed by a comma and its value in US dollars (otherwise the reward value). A
            first line “code” or “code,value” is skipped. Codes already in the pool are skipped and counted; a file with
            any bad row is refused whole.
          </Text>
          <FileInput
            label="CSV or text file"
            placeholder="Choose a file"
            // Mantine's placeholder grey is under 4.5:1 on white; the button's text must be readable.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept=".csv,.txt,text/csv,text/plain"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
            value={file}
            onChange={(f) => {
              setFile(f);
              setMissing(null);
            }}
            maw={480}
          />
          <Textarea
            label="Or paste codes"
            description="Used when no file is chosen."
            autosize
            minRows={4}
            maxRows={12}
            value={pasted}
            error={missing}
            onChange={(e) => {
              setPasted(e.currentTarget.value);
              setMissing(null);
            }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Button type="submit" loading={importCodes.isPending} w="fit-content">
            Import codes
          </Button>
          {result && (
            <Notice color="teal" title="Codes imported" role="status">
              {summary(result)}
            </Notice>
          )}
          {refusal && (
            <Notice warning color="red" title={FAILED}>
              <Text size="sm">{refusal.message}</Text>
              {refusal.rows.length > 0 && (
                <List size="sm" mt="xs" aria-label="Rows to fix">
                  {refusal.rows.map((row) => (
                    <List.Item key={row}>{row}</List.Item>
                  ))}
                </List>
              )}
            </Notice>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
