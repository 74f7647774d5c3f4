import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type ConsensusCase, CONSENSUS_MESSAGES, caseNumberError } from '@pc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { consensusCaseQueryOptions } from '../api/get-consensus-case';

/**
 * The first step (spec §4 caseSearch): the number of the question (patient case) to summarise,
 * required and numeric; 'Case Not Found' when there is no such case, the spec §8 text for any other
 * failure. A found case moves on to the form.
 */
export function CaseSearchStep({ onFound }: { onFound(found: ConsensusCase): void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const problem = caseNumberError(value);
    setError(problem);
    if (problem) return;
    setSearching(true);
    try {
      // Fresh from the server: the case's answers may have grown since it was last looked at.
      const found = await queryClient.fetchQuery({ ...consensusCaseQueryOptions(Number(value.trim())), staleTime: 0 });
      onFound(found);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? CONSENSUS_MESSAGES.caseNotFound
          : CONSENSUS_MESSAGES.fetchFailed,
      );
    } finally {
      setSearching(false);
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Text>Enter the number of the patient case (question) whose consults you want to summarise.</Text>
        <form onSubmit={search} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Case number"
              inputMode="numeric"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              withAsterisk
              style={{ flex: '1 1 12rem', maxWidth: '20rem' }}
            />
            <Button type="submit" loading={searching} mt={{ base: 0, xs: 25 }}>
              Find case
            </Button>
          </Group>
        </form>
        <Anchor component={Link} to="/moderator/consensus-review" size="sm">
          Review queue and your submissions
        </Anchor>
      </Stack>
    </Paper>
  );
}
