import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CONSENSUS_TYPES, type ConsensusType, SUMMARY_WORD_LIMITS } from '@pc/contracts';
import { ImageUploadField } from '../../uploads/components/ImageUploadField';
import { sourceLine } from '../../consensus/utils/source-line';
import { useSpecialties } from '../../moderator/questions/api/get-specialties';
import type { ConsensusForm } from '../utils/consensus-form';
import { SPECIALTY_FIELD } from '../utils/submission';
import { useFieldError } from './field-errors';
import { FormSection, type FormUpdate } from './FormSection';
import { SummaryTextField } from './SummaryTextField';

interface Props {
  form: ConsensusForm;
  setForm: FormUpdate<ConsensusForm>;
}

const TYPE_OPTIONS = CONSENSUS_TYPES.map((t) => ({ value: t, label: t }));

/**
 * The first section (outline: patient case and summary title): the summary's title, statement, type
 * and specialty (the case's proposed, and required), the patient case taken from the question, and
 * the author and tile shown on the Case Consensuses page.
 */
export function SummaryTitleSection({ form, setForm }: Props) {
  const specialties = useSpecialties();
  const specialtyError = useFieldError(SPECIALTY_FIELD);
  const names = (specialties.data ?? []).map((s) => s.name);
  const specialtyOptions =
    form.TopicSelection && !names.includes(form.TopicSelection) ? [form.TopicSelection, ...names] : names;
  const patientCase = form.PatientCases[0];
  const setCase = (patch: Partial<ConsensusForm['PatientCases'][number]>) =>
    setForm((f) => ({ ...f, PatientCases: f.PatientCases.map((c, i) => (i === 0 ? { ...c, ...patch } : c)) }));
  const setAuthor = (patch: Partial<ConsensusForm['Author']>) =>
    setForm((f) => ({ ...f, Author: { ...f.Author, ...patch } }));

  return (
    <FormSection anchor="summary-title" title="Patient case and summary title">
      <SummaryTextField
        label="Summary Title"
        field="ConsensusTitle"
        value={form.ConsensusTitle}
        onChange={(ConsensusTitle) => setForm((f) => ({ ...f, ConsensusTitle }))}
        wordLimit={SUMMARY_WORD_LIMITS.short}
        required
      />
      <SummaryTextField
        label="High-Level Summary Statement"
        field="ConsensusOpinionStatement"
        value={form.ConsensusOpinionStatement}
        onChange={(ConsensusOpinionStatement) => setForm((f) => ({ ...f, ConsensusOpinionStatement }))}
        wordLimit={SUMMARY_WORD_LIMITS.short}
        description="Markdown: **bold**, *italic*, - lists, [links](https://…)"
        multiline
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Consensus type"
          data={TYPE_OPTIONS}
          value={form.ConsensusType}
          onChange={(v) => v && setForm((f) => ({ ...f, ConsensusType: v as ConsensusType }))}
          allowDeselect={false}
          withAsterisk
        />
        <Select
          label="Specialty"
          description="The Case Consensuses page files the summary under it"
          data={specialtyOptions}
          value={form.TopicSelection || null}
          onChange={(v) => {
            setForm((f) => ({ ...f, TopicSelection: v ?? '' }));
            specialtyError.touch();
          }}
          onBlur={specialtyError.touch}
          error={specialtyError.error}
          withAsterisk
          data-field={SPECIALTY_FIELD}
          searchable
          placeholder={specialties.isLoading ? 'Loading specialties…' : 'Choose a specialty'}
        />
      </SimpleGrid>
      <SummaryTextField
        label="Consensus topic"
        field="ConsensusTopic"
        value={form.ConsensusTopic}
        onChange={(ConsensusTopic) => setForm((f) => ({ ...f, ConsensusTopic }))}
      />

      {patientCase && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            Patient case
          </Title>
          {/* The source line exactly as readers will see it (spec §9: 'MMMM YYYY', one respondent). */}
          <Text size="sm">{sourceLine(patientCase)}</Text>
          <SummaryTextField
            label="Patient Case Text"
            field="PatientCases.0.CaseText"
            value={patientCase.CaseText}
            onChange={(CaseText) => setCase({ CaseText })}
            description="Taken from the question; markdown"
            multiline
            required
          />
          <SummaryTextField
            label="Patient Case View"
            field="PatientCases.0.View"
            value={patientCase.View}
            onChange={(View) => setCase({ View })}
            description="How much of the case the summary shows, e.g. Full"
            required
          />
        </Stack>
      )}

      <Stack gap="sm">
        <Title order={3} size="h4">
          Author and tile
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SummaryTextField
            label="Author name"
            field="Author.Name"
            value={form.Author.Name}
            onChange={(Name) => setAuthor({ Name })}
          />
          <SummaryTextField
            label="Author titles"
            field="Author.Titles"
            value={form.Author.Titles}
            onChange={(Titles) => setAuthor({ Titles })}
            placeholder="e.g. MD, FACC"
          />
          <SummaryTextField
            label="Author specialty"
            field="Author.Specialty"
            value={form.Author.Specialty}
            onChange={(Specialty) => setAuthor({ Specialty })}
          />
          <SummaryTextField
            label="Tile call to action"
            field="SummaryTile.CtaText"
            value={form.SummaryTile.CtaText}
            onChange={(CtaText) => setForm((f) => ({ ...f, SummaryTile: { ...f.SummaryTile, CtaText } }))}
            placeholder="Read the consensus"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ImageUploadField
            label="Author avatar"
            value={form.Author.AvatarImage.url}
            onChange={(url) => setAuthor({ AvatarImage: { url } })}
            description="PNG, JPEG or WebP"
          />
          <ImageUploadField
            label="Tile image"
            value={form.SummaryTile.Image.url}
            onChange={(url) => setForm((f) => ({ ...f, SummaryTile: { ...f.SummaryTile, Image: { url } } }))}
            description="Shown on the Case Consensuses page"
          />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
