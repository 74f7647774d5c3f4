import { Group, MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { INITIATING_TEAMS, LIMITS } from '@pc/contracts';
import { useRef } from 'react';
import { PhiFindings } from '../../../phi/PhiFindings';
import type { PhiReview } from '../../../phi/use-phi-review';
import { useSpecialties, useSubspecialties } from '../api/get-specialties';
import type { QuestionField, QuestionFormState } from '../utils/question-form';
import { AuthorSelect } from './AuthorSelect';
import { NpiListEditor } from './NpiListEditor';

export interface FieldProps {
  state: QuestionFormState;
  set<K extends keyof QuestionFormState>(key: K, value: QuestionFormState[K]): void;
  /** The message to show for a field (only once the moderator has been there). */
  error(field: QuestionField): string | undefined;
  touch(field: QuestionField): void;
  ownId: number | null;
  /** The review of suspected patient identifiers in the title and description (issue 14). */
  phi: PhiReview;
}

const TAXONOMY = [
  ['therapyArea', 'Therapy area'],
  ['primaryIndication', 'Primary indication'],
  ['secondaryIndication', 'Secondary indication'],
  ['stageProgression', 'Stage / progression'],
] as const;

/** Every field of the question form (spec §2, §5). */
export function QuestionFormFields({ state, set, error, touch, ownId, phi }: FieldProps) {
  const specialties = useSpecialties();
  const titleField = useRef<HTMLInputElement>(null);
  const descriptionField = useRef<HTMLTextAreaElement>(null);
  const subspecialties = useSubspecialties();
  const subspecialtyGroups = (specialties.data ?? [])
    .map((s) => ({
      group: s.name,
      items: (subspecialties.data ?? [])
        .filter((sub) => sub.specialtyId === s.id)
        .map((sub) => ({ value: String(sub.id), label: sub.name })),
    }))
    .filter((g) => g.items.length > 0);
  const text = (field: 'title' | 'description', value: string) => set(field, value);
  const dateWarning = (value: string) => (value === '' ? 'No date set' : undefined);

  return (
    <Stack gap="md">
      <AuthorSelect
        value={state.authorUserId}
        label={state.authorLabel}
        error={error('authorUserId')}
        onBlur={() => touch('authorUserId')}
        onChange={(author) => {
          set('authorUserId', author?.id ?? null);
          set('authorLabel', author?.label ?? '');
          touch('authorUserId');
        }}
      />
      <TextInput
        ref={titleField}
        label="Title"
        withAsterisk
        value={state.title}
        onChange={(e) => text('title', e.currentTarget.value)}
        onBlur={() => touch('title')}
        error={error('title')}
        description={`${LIMITS.titleMin} to ${LIMITS.titleMax} characters`}
      />
      <PhiFindings
        review={phi}
        field="title"
        text={state.title}
        fieldLabel="Title"
        input={titleField}
        checkWhileTyping
      />
      <Textarea
        ref={descriptionField}
        label="Description"
        withAsterisk
        autosize
        minRows={4}
        value={state.description}
        onChange={(e) => text('description', e.currentTarget.value)}
        onBlur={() => touch('description')}
        error={error('description')}
        description={`${LIMITS.descriptionMin} to ${LIMITS.descriptionMax} characters`}
      />
      <PhiFindings
        review={phi}
        field="description"
        text={state.description}
        fieldLabel="Description"
        input={descriptionField}
        checkWhileTyping
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TAXONOMY.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            withAsterisk
            value={state[field]}
            onChange={(e) => set(field, e.currentTarget.value)}
            onBlur={() => touch(field)}
            error={error(field)}
            description={`${LIMITS.taxonomyMin} to ${LIMITS.taxonomyMax} characters`}
          />
        ))}
        <Select
          label="Initiating team"
          withAsterisk
          data={[...INITIATING_TEAMS]}
          value={state.initiatingTeam || null}
          onChange={(v) => {
            set('initiatingTeam', v ?? '');
            touch('initiatingTeam');
          }}
          onBlur={() => touch('initiatingTeam')}
          error={error('initiatingTeam')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="datetime-local"
          label="Publish date"
          withAsterisk
          value={state.publishDate}
          onChange={(e) => set('publishDate', e.currentTarget.value)}
          onBlur={() => touch('publishDate')}
          error={error('publishDate')}
          description={dateWarning(state.publishDate)}
          styles={{ description: { color: 'var(--mantine-color-orange-8)' } }}
        />
        <TextInput
          type="datetime-local"
          label="Expiration date"
          withAsterisk
          value={state.expirationDate}
          onChange={(e) => set('expirationDate', e.currentTarget.value)}
          onBlur={() => touch('expirationDate')}
          error={error('expirationDate')}
          description={dateWarning(state.expirationDate)}
          styles={{ description: { color: 'var(--mantine-color-orange-8)' } }}
        />
      </SimpleGrid>
      <Switch
        label="Target an NPI list instead of specialties"
        checked={state.useNpiMap}
        onChange={(e) => set('useNpiMap', e.currentTarget.checked)}
      />
      {state.useNpiMap ? (
        <NpiListEditor
          value={state.npiText}
          onChange={(v) => set('npiText', v)}
          onBlur={() => touch('npiMap')}
          error={error('npiMap')}
          description={`One row per line: question ID,NPI. Use ${ownId ?? 0} for this question.`}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Specialties"
            data={(specialties.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={state.specialties}
            onChange={(v) => {
              set('specialties', v);
              touch('specialties');
            }}
            onBlur={() => touch('specialties')}
            searchable
            error={error('specialties')}
          />
          <MultiSelect
            label="Subspecialties"
            data={subspecialtyGroups}
            value={state.subspecialties}
            onChange={(v) => {
              set('subspecialties', v);
              touch('specialties');
            }}
            onBlur={() => touch('specialties')}
            searchable
            // The "one specialty or subspecialty" message sits on Specialties; mark this one too.
            error={error('specialties') ? true : error('subspecialties')}
          />
        </SimpleGrid>
      )}
      <Group gap="lg" wrap="wrap">
        <Switch
          label="Personalized"
          checked={state.personalized}
          onChange={(e) => set('personalized', e.currentTarget.checked)}
        />
        <Switch
          label="Hide answers until the member answers"
          checked={state.hideAnswers}
          onChange={(e) => set('hideAnswers', e.currentTarget.checked)}
        />
        <Switch
          label="Rewards"
          checked={state.rewardEnabled}
          onChange={(e) => set('rewardEnabled', e.currentTarget.checked)}
        />
      </Group>
    </Stack>
  );
}
