import { SUMMARY_WORD_LIMITS } from '@pc/contracts';
import type { CaseAnswer, ConsensusForm } from '../utils/consensus-form';
import { FormSection, type FormUpdate } from './FormSection';
import { QuoteList } from './QuoteList';
import { SummaryTextField } from './SummaryTextField';

interface Props {
  form: ConsensusForm;
  setForm: FormUpdate<ConsensusForm>;
  answers: readonly CaseAnswer[];
}

/** The conclusion (spec §2): optional, but its title and paragraph go together (spec §5), and its quotes. */
export function ConclusionSection({ form, setForm, answers }: Props) {
  const set = (patch: Partial<ConsensusForm['Conclusion']>) =>
    setForm((f) => ({ ...f, Conclusion: { ...f.Conclusion, ...patch } }));
  return (
    <FormSection anchor="conclusion" title="Conclusion">
      <SummaryTextField
        label="Conclusion Title"
        field="Conclusion.ConclusionTitle"
        value={form.Conclusion.ConclusionTitle}
        onChange={(ConclusionTitle) => set({ ConclusionTitle })}
        wordLimit={SUMMARY_WORD_LIMITS.short}
        description="Needed when there is a paragraph"
      />
      <SummaryTextField
        label="Conclusion Paragraph"
        field="Conclusion.ConclusionText"
        value={form.Conclusion.ConclusionText}
        onChange={(ConclusionText) => set({ ConclusionText })}
        wordLimit={SUMMARY_WORD_LIMITS.long}
        description="Needed when there is a title; markdown"
        multiline
      />
      <QuoteList
        title="Conclusion quotes"
        path="Conclusion.Quotes"
        quotes={form.Conclusion.Quotes}
        onChange={(Quotes) => set({ Quotes })}
        answers={answers}
      />
    </FormSection>
  );
}
