import { Alert, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ConsensusView } from '../../consensus/components/ConsensusView';
import type { ConsensusForm } from '../utils/consensus-form';
import { previewSummary } from '../utils/preview';

/**
 * The preview step (spec §4): the summary as members will read it, from what will be submitted
 * (empty items dropped, markdown as HTML), with the submission's failure above it when there is one.
 */
export function PreviewStep({ form, submitError }: { form: ConsensusForm; submitError: string | null }) {
  const summary = useMemo(() => previewSummary(form), [form]);
  return (
    <Stack gap="md">
      {submitError && (
        <Alert color="red" variant="light" title="Not submitted" role="alert">
          {submitError}
        </Alert>
      )}
      <Text size="sm">This is how members will read the summary once the team has published it.</Text>
      <ConsensusView summary={summary} reader="preview" />
    </Stack>
  );
}
