import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FLAG_MESSAGES, type FlagBody, flagBodySchema } from '@pc/contracts';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { PhiFindings } from '../../phi/PhiFindings';
import { usePhiReview } from '../../phi/use-phi-review';
import { useFlagTopic } from '../api/flag-topic';

/** What is being reported: the question, or one answer of it (its text goes with the report). */
export interface ReportTarget {
  answerId?: number;
  content?: string;
  authorName?: string;
}

type Fields = Pick<FlagBody, 'title' | 'message'>;
type FieldErrors = Partial<Record<keyof Fields, string>>;

/**
 * Spec §2/§5/§8: the report form (title and message, required), then the success or the failure
 * modal. Support replies to the member's own address, which the server takes from the session: it
 * is shown, not asked for.
 */
export function ReportModal({
  topicId,
  userEmail,
  target,
  onClose,
}: {
  topicId: number;
  userEmail: string;
  target: ReportTarget | null;
  onClose: () => void;
}) {
  const [result, setResult] = useState<'success' | 'failure' | null>(null);
  return (
    <>
      <Modal
        opened={target !== null}
        onClose={onClose}
        title={target?.answerId ? `Report the answer by ${target.authorName ?? 'a member'}` : 'Report question'}
        centered
      >
        {target && (
          <ReportForm
            topicId={topicId}
            userEmail={userEmail}
            target={target}
            onCancel={onClose}
            onDone={(outcome) => {
              onClose();
              setResult(outcome);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={result !== null}
        onClose={() => setResult(null)}
        title={result === 'success' ? FLAG_MESSAGES.successTitle : FLAG_MESSAGES.failureTitle}
        centered
      >
        <Stack>
          <Text>{result === 'success' ? FLAG_MESSAGES.successBody : FLAG_MESSAGES.failureBody}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setResult(null)}>OK</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ReportForm({
  topicId,
  userEmail,
  target,
  onCancel,
  onDone,
}: {
  topicId: number;
  userEmail: string;
  target: ReportTarget;
  onCancel: () => void;
  onDone: (outcome: 'success' | 'failure') => void;
}) {
  const [fields, setFields] = useState<Fields>({ title: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const flag = useFlagTopic(topicId);
  // The title and message go to member services and may be read by other staff: checked for
  // patient identifiers like every written text (issue 14).
  const phi = usePhiReview();
  const titleField = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);

  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body: FlagBody = {
      ...fields,
      id: topicId,
      answerId: target.answerId ?? null,
      content: target.content ?? null,
    };
    const parsed = flagBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        if (key in fields && !next[key]) next[key] = issue.message;
      }
      return setErrors(next);
    }
    try {
      await flag.mutateAsync({
        ...body,
        phiConfirmations: phi.confirmations((field) => fieldText(parsed.data, field)),
      });
      onDone('success');
    } catch (error) {
      if (phi.takeRefusal(error)) return;
      const fieldErrors = error instanceof ApiError && error.status === 400 ? (error.errors ?? []) : [];
      const known = fieldErrors.filter((e) => e.path in fields);
      if (known.length > 0) {
        setErrors(Object.fromEntries(known.map((e) => [e.path, e.message])));
        return;
      }
      if (!(error instanceof ApiError && error.status === 401)) onDone('failure');
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Your e-mail address"
          description="Member services reply to your account's address."
          type="email"
          readOnly
          value={userEmail}
        />
        <TextInput
          ref={titleField}
          label="Title"
          required
          value={fields.title}
          onChange={set('title')}
          error={errors.title}
        />
        <PhiFindings
          review={phi}
          field="title"
          text={fields.title}
          fieldLabel="Title"
          input={titleField}
          checkWhileTyping
        />
        <Textarea
          label="What is wrong?"
          required
          autosize
          minRows={3}
          value={fields.message}
          onChange={set('message')}
          error={errors.message}
          ref={messageField}
        />
        <PhiFindings
          review={phi}
          field="message"
          text={fields.message}
          fieldLabel="Message"
          input={messageField}
          checkWhileTyping
        />
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={flag.isPending}>
            Send report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The report's checked fields as the server checks them (the parsed body: trimmed). */
const fieldText = (body: FlagBody, field: string) =>
  field === 'title' ? body.title : field === 'message' ? body.message : '';
