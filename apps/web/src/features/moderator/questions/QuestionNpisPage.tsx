import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { TOPIC_STATUS_LABEL, parseNpiList } from '@pc/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorToast, successToast } from '../../../lib/toasts';
import { useNpiMaps } from './api/get-npi-maps';
import { useSaveNpiMaps } from './api/save-npi-maps';
import { Icon } from '../../../ui/Icon';
import { NpiListEditor } from './components/NpiListEditor';
import { PageContainer } from '../../../ui/PageContainer';

/** `/moderator/questions-npis`: paste `questionId,npi` rows to set which members each question reaches. */
export default function QuestionNpisPage() {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const maps = useNpiMaps();
  const save = useSaveNpiMaps();
  const parsed = parseNpiList(text);
  const localError = parsed.errors.length ? parsed.errors.join('\n') : parsed.rows.length === 0 ? 'Required' : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (localError) return;
    setServerError(null);
    save.mutate(parsed.rows, {
      onSuccess: (r) => {
        successToast(
          'NPI lists saved.',
          `${r.rows} rows for ${r.questions} ${r.questions === 1 ? 'question' : 'questions'}.`,
        );
        setText('');
        setTouched(false);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errors?.length) setServerError(err.errors.map((e) => e.message).join('\n'));
        else errorToast();
      },
    });
  }

  return (
    <PageContainer width={960}>
      <Anchor component={Link} to="/moderator/questions" size="sm">
        <Group gap={4} component="span">
          <Icon name="back" size={16} />
          Back to all questions
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        Question NPIs
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Paste CSV rows of <b>question ID,NPI</b>. Each question named gets exactly the NPIs listed for it, and from
            then on reaches only those members.
          </Text>
          <NpiListEditor
            label="Questions to NPIs"
            description="One row per line: question ID,NPI"
            value={text}
            onChange={(v) => {
              setText(v);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
            error={serverError ?? (touched && localError ? localError : undefined)}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={localError !== null} loading={save.isPending}>
              Save NPI lists
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="npi-maps-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="npi-maps-title">
            Questions with an NPI list
          </Title>
          {maps.isLoading && <Loader role="status" size="sm" aria-label="Loading NPI lists" />}
          {maps.isError && <Alert color="red">The NPI lists could not be loaded.</Alert>}
          {maps.data?.data.length === 0 && <Text c="gray.7">No question uses an NPI list yet.</Text>}
          {!!maps.data?.data.length && (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Question</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>NPIs</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {maps.data.data.map((m) => (
                    <Table.Tr key={m.topicId}>
                      <Table.Td>
                        <Anchor component={Link} to={`/moderator/questions/${m.topicId}/details`}>
                          #{m.topicId} {m.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{TOPIC_STATUS_LABEL[m.status]}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {m.npis.length > 6
                          ? `${m.npis.slice(0, 6).join(', ')} and ${m.npis.length - 6} more`
                          : m.npis.join(', ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Paper>
    </PageContainer>
  );
}
