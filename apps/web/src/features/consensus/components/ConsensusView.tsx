import { Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { type ConsensusSummary, DEFAULT_SECTION_LABEL } from '@pc/contracts';
import { memo, type ReactNode, useId } from 'react';
import { PersonAvatar } from '../../../ui/Avatar';
import { Chip } from '../../../ui/Chip';
import { consensusTypeColor } from '../../../ui/consensus-type';
import { monthYear, sourceLine } from '../utils/source-line';
import { hasVisibleText, safeUrl, visibleDefinitions, visibleReferences, visibleSections } from '../utils/visibility';
import { ConsensusFigures } from './ConsensusFigures';
import { ConsensusQuotes } from './ConsensusQuotes';
import { RichText } from './RichText';
import './consensus.css';

/** A consensus as any page shows it: a stored one, or the wizard's summary before it has an id. */
export type ConsensusViewData = Omit<ConsensusSummary, 'id' | 'status' | 'createdAt' | 'updatedAt'> & { id?: number };

/**
 * Who is reading: a member or a visitor on the consensus pages, where the title is the page's h1;
 * or a moderator previewing it inside a page that has its own h1, where everything sits one level down.
 */
export type ConsensusReader = 'member' | 'public' | 'preview';

/**
 * Every part of a consensus (spec §3 Consensus data, §5 Public consensus view): the header, the
 * figures measured from the thread (issue 24, when the author placed its answers), the
 * High-Level Summary Statement, the patient cases with their source lines, the clinical analysis,
 * the differing consults' sections, the conclusion, definitions, references and sources. Parts a
 * reader would find empty are left out. Rich text is HTML, sanitised again here; every other field
 * is plain text that React escapes. Memoised: the page around it renders again when its ads or the
 * member arrive, and the document is the page's longest render, on a phone a long task each time.
 */
export const ConsensusView = memo(function ConsensusView({
  summary,
  reader = 'member',
}: {
  summary: ConsensusViewData;
  reader?: ConsensusReader;
}) {
  const top = (reader === 'preview' ? 2 : 1) as TitleOrder;
  const part = (top + 1) as TitleOrder;
  const item = (top + 2) as TitleOrder;
  const titleId = useId();
  const sections = visibleSections(summary.Sections);
  const definitions = visibleDefinitions(summary.Definitions);
  const references = visibleReferences(summary.References);
  const sources = summary.Sources ?? [];
  const cases = summary.PatientCases ?? [];
  const conclusion = summary.Conclusion;
  const hasConclusion =
    !!conclusion && (hasVisibleText(conclusion.ConclusionTitle) || hasVisibleText(conclusion.ConclusionText));

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      className="pc-consensus"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
    >
      <Stack gap="xl">
        <ConsensusHeader summary={summary} order={top} titleId={titleId} />

        <ConsensusFigures figures={summary.figures} order={part} />

        <Part title="High-Level Summary Statement" order={part}>
          <RichText html={summary.ConsensusOpinionStatement} />
        </Part>

        {cases.length > 0 && (
          <Part title={cases.length > 1 ? 'Patient cases' : 'Patient case'} order={part}>
            <Stack gap="lg">
              {cases.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a case number may repeat while the wizard edits
                <div key={i}>
                  <Text size="sm" fw={600} c="gray.7" mb="xs">
                    {sourceLine(c)}
                  </Text>
                  <RichText html={c.CaseText} />
                </div>
              ))}
            </Stack>
          </Part>
        )}

        <Part title="Clinical analysis" order={part}>
          <RichText html={summary.ClinicalAnalysis?.AnalysisText} />
          <ConsensusQuotes quotes={summary.ClinicalAnalysis?.Quotes} />
        </Part>

        {sections.length > 0 && (
          <Part title={summary.SectionLabel?.trim() || DEFAULT_SECTION_LABEL} order={part}>
            <Stack gap="lg">
              {sections.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: section ids are only unique within a saved document
                <div key={`${s.id}-${i}`}>
                  <Title order={item} size="h4">
                    {s.Title}
                  </Title>
                  {s.SectionTopic && (
                    <Text size="sm" c="gray.7" mb="xs">
                      {s.SectionTopic}
                    </Text>
                  )}
                  <RichText html={s.Text} />
                  <ConsensusQuotes quotes={s.Quotes} />
                </div>
              ))}
            </Stack>
          </Part>
        )}

        {hasConclusion && conclusion && (
          <Part title="Conclusion" order={part}>
            {hasVisibleText(conclusion.ConclusionTitle) && (
              <Title order={item} size="h4" mb="xs">
                {conclusion.ConclusionTitle}
              </Title>
            )}
            <RichText html={conclusion.ConclusionText} />
            <ConsensusQuotes quotes={conclusion.Quotes} />
          </Part>
        )}

        {definitions.length > 0 && (
          <Part title="Definitions" order={part}>
            <dl className="pc-consensus-definitions">
              {definitions.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: terms may repeat; the order is the document's
                <div key={i}>
                  <dt>{d.Term}</dt>
                  <dd>{d.Definition}</dd>
                </div>
              ))}
            </dl>
          </Part>
        )}

        {references.length > 0 && (
          <Part title="References" order={part}>
            <ol className="pc-consensus-references">
              {references.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: references have no id; the order is the document's
                <li key={i}>
                  {r.citation}
                  {r.citation && r.link ? ' ' : null}
                  {r.link && (
                    <a href={r.link.href} target="_blank" rel="noopener noreferrer">
                      {r.link.label}
                    </a>
                  )}
                </li>
              ))}
            </ol>
          </Part>
        )}

        {(sources.length > 0 || summary.Program?.Name) && (
          <Part title="Sources" order={part}>
            <Stack gap={4}>
              {sources.map((s) => (
                <Text key={s.id} size="sm">
                  {[`${s.sourceType} ${s.sourceContent}`.trim(), monthYear(s.sourceDate)].filter(Boolean).join(', ')}
                </Text>
              ))}
              {summary.Program?.Name && <Text size="sm">{`Program: ${summary.Program.Name}`}</Text>}
            </Stack>
          </Part>
        )}
      </Stack>
    </Paper>
  );
});

function ConsensusHeader({
  summary,
  order,
  titleId,
}: {
  summary: ConsensusViewData;
  order: TitleOrder;
  titleId: string;
}) {
  const author = summary.Author;
  const published = monthYear(summary.publishedAt);
  const authorLine = [author?.Titles, author?.Specialty].filter((v) => v?.trim()).join(' · ');
  return (
    <Stack gap="sm" component="header">
      <Group gap="sm">
        <Chip color={consensusTypeColor(summary.ConsensusType)}>{summary.ConsensusType}</Chip>
        {published && (
          <Text size="sm" c="gray.7">
            {`Published ${published}`}
          </Text>
        )}
      </Group>
      <Title order={order} id={titleId} size="h1" lh={1.2}>
        {summary.ConsensusTitle}
      </Title>
      {summary.ConsensusTopic && (
        <Text size="lg" c="gray.7">
          {summary.ConsensusTopic}
        </Text>
      )}
      {author?.Name && (
        <Group gap="sm" wrap="nowrap" mt="xs">
          <PersonAvatar name={author.Name} src={safeUrl(author.AvatarImage?.url)} />
          <div>
            <Text fw={700}>{author.Name}</Text>
            {authorLine && (
              <Text size="sm" c="gray.7">
                {authorLine}
              </Text>
            )}
          </div>
        </Group>
      )}
    </Stack>
  );
}

/** One titled part of the consensus, a region named by its heading. */
function Part({ title, order, children }: { title: string; order: TitleOrder; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={order} id={id} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
