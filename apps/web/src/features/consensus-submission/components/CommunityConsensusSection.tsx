import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type ConsensusSection, SUMMARY_WORD_LIMITS } from '@pc/contracts';
import { Icon } from '../../../ui/Icon';
import { type CaseAnswer, type ConsensusForm, newSection } from '../utils/consensus-form';
import { FormSection, type FormUpdate } from './FormSection';
import { QuoteList } from './QuoteList';
import { SummaryTextField } from './SummaryTextField';

interface Props {
  form: ConsensusForm;
  setForm: FormUpdate<ConsensusForm>;
  answers: readonly CaseAnswer[];
}

/**
 * The community consensus (outline entry 2): the clinical analysis with its quotes, then the
 * differing consults, one section each under the SectionLabel heading; sections are added and
 * removed freely (an empty one is dropped at submission).
 */
export function CommunityConsensusSection({ form, setForm, answers }: Props) {
  const setSection = (index: number, patch: Partial<ConsensusSection>) =>
    setForm((f) => ({ ...f, Sections: f.Sections.map((s, i) => (i === index ? { ...s, ...patch } : s)) }));

  return (
    <FormSection anchor="community-consensus" title="Community consensus">
      <SummaryTextField
        label="Analysis"
        field="ClinicalAnalysis.AnalysisText"
        value={form.ClinicalAnalysis.AnalysisText}
        onChange={(AnalysisText) =>
          setForm((f) => ({ ...f, ClinicalAnalysis: { ...f.ClinicalAnalysis, AnalysisText } }))
        }
        wordLimit={SUMMARY_WORD_LIMITS.long}
        description="What the community concluded; markdown"
        multiline
        required
      />
      <QuoteList
        title="Analysis quotes"
        path="ClinicalAnalysis.Quotes"
        quotes={form.ClinicalAnalysis.Quotes}
        onChange={(Quotes) => setForm((f) => ({ ...f, ClinicalAnalysis: { ...f.ClinicalAnalysis, Quotes } }))}
        answers={answers}
      />

      <SummaryTextField
        label="Differing consults heading"
        field="SectionLabel"
        value={form.SectionLabel}
        onChange={(SectionLabel) => setForm((f) => ({ ...f, SectionLabel }))}
        description="The heading of the sections below (default: Differing consults)"
      />
      {form.Sections.map((section, i) => (
        <Paper key={section.id} withBorder p="sm" component="section" aria-labelledby={`section-${section.id}-heading`}>
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Title order={3} size="h4" id={`section-${section.id}-heading`}>
                Section {i + 1}
              </Title>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<Icon name="trash" size={14} />}
                onClick={() => setForm((f) => ({ ...f, Sections: f.Sections.filter((s) => s.id !== section.id) }))}
              >
                Remove section {i + 1}
              </Button>
            </Group>
            <SummaryTextField
              label={`Section ${i + 1} Title`}
              field={`Sections.${i}.Title`}
              value={section.Title}
              onChange={(Title) => setSection(i, { Title })}
            />
            <SummaryTextField
              label={`Section ${i + 1} Text`}
              field={`Sections.${i}.Text`}
              value={section.Text}
              onChange={(Text) => setSection(i, { Text })}
              wordLimit={SUMMARY_WORD_LIMITS.long}
              description="Markdown"
              multiline
            />
            <SummaryTextField
              label={`Section ${i + 1} Topic`}
              field={`Sections.${i}.SectionTopic`}
              value={section.SectionTopic}
              onChange={(SectionTopic) => setSection(i, { SectionTopic })}
            />
            <QuoteList
              title={`Section ${i + 1} quotes`}
              path={`Sections.${i}.Quotes`}
              quotes={section.Quotes}
              onChange={(Quotes) => setSection(i, { Quotes })}
              answers={answers}
            />
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<Icon name="plus" size={16} />}
        onClick={() => setForm((f) => ({ ...f, Sections: [...f.Sections, newSection(f.Sections)] }))}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a differing consults section
      </Button>
    </FormSection>
  );
}
