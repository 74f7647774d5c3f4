import { Alert, Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorToast } from '../../../lib/toasts';
import { usePhiReview } from '../../phi/use-phi-review';
import { useQuestion } from './api/get-question';
import { useSaveQuestion } from './api/save-question';
import { QuestionFormFields } from './components/QuestionFormFields';
import { PageContainer } from '../../../ui/PageContainer';
import {
  type FormErrors,
  type QuestionField,
  type QuestionFormState,
  type SavedDates,
  newQuestionState,
  checkedText,
  questionState,
  serverErrors,
  toBody,
  validateQuestion,
} from './utils/question-form';

/** `/moderator/questions/new` and `/moderator/questions/{id}`: create or edit a question. */
export default function QuestionFormPage() {
  const { id: idParam } = useParams();
  const id = idParam === undefined ? null : Number(idParam);
  const question = useQuestion(id);
  if (
    id !== null &&
    (!Number.isInteger(id) || id <= 0 || (question.error instanceof ApiError && question.error.status < 500))
  ) {
    return <Navigate to="/moderator/questions" replace state={{ flash: 'redirected' }} />;
  }
  if (id !== null && !question.data) {
    return question.isError ? (
      <Alert color="red" title="There was an unexpected error.">
        The question could not be loaded. Please try again.
      </Alert>
    ) : (
      <Center mih="40vh">
        <Loader role="status" aria-label="Loading question" />
      </Center>
    );
  }
  const initial = question.data ? questionState(question.data) : newQuestionState(new Date());
  return <QuestionEditor key={question.data?.updatedAt ?? 'new'} id={id} initial={initial} />;
}

function QuestionEditor({
  id,
  initial,
}: {
  id: number | null;
  initial: { state: QuestionFormState; saved: SavedDates };
}) {
  const navigate = useNavigate();
  const save = useSaveQuestion();
  const [state, setState] = useState(initial.state);
  const [touched, setTouched] = useState<Partial<Record<QuestionField, boolean>>>({});
  const [fromServer, setFromServer] = useState<FormErrors>({});
  // The title and description are read by members: checked for patient identifiers (issue 14).
  const phi = usePhiReview();
  // Re-checked every minute too, so "in the past" follows the clock.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const errors = useMemo(
    () => validateQuestion(state, { now, saved: initial.saved, ownId: id }),
    [state, now, initial.saved, id],
  );
  const valid = Object.keys(errors).length === 0;
  const cancelTo = id === null ? '/moderator/questions' : `/moderator/questions/${id}/details`;

  const fieldProps = {
    state,
    ownId: id,
    phi,
    set<K extends keyof QuestionFormState>(key: K, value: QuestionFormState[K]) {
      setState((s) => ({ ...s, [key]: value }));
      setFromServer({});
    },
    touch: (field: QuestionField) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
    error: (field: QuestionField) => fromServer[field] ?? (touched[field] ? errors[field] : undefined),
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!valid || save.isPending) return;
    try {
      const body = {
        ...toBody(state, initial.saved),
        phiConfirmations: phi.confirmations((f) => checkedText(state, f)),
      };
      const saved = await save.mutateAsync({ id, body });
      navigate(`/moderator/questions/${saved.id}/details`, { state: { flash: id === null ? 'created' : 'updated' } });
    } catch (err) {
      if (phi.takeRefusal(err)) return;
      if (err instanceof ApiError && err.errors?.length) setFromServer(serverErrors(err.errors));
      else if (err instanceof ApiError && err.status === 404)
        navigate('/moderator/questions', { state: { flash: 'redirected' } });
      else errorToast();
    }
  }

  return (
    <PageContainer width={860}>
      <Title order={1} size="h2">
        {id === null ? 'Create question' : 'Edit question'}
      </Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="lg">
          <QuestionFormFields {...fieldProps} />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={cancelTo} variant="default">
              Cancel
            </Button>
            <Button type="submit" disabled={!valid} loading={save.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageContainer>
  );
}
