import { Group, Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import type { ConsensusFigures as Figures } from '@pc/contracts';
import { lazy, Suspense, useId } from 'react';
import {
  answeredLine,
  consensusLineText,
  leadingLine,
  POSITION_COLUMNS,
  POSITIONS_CAPTION,
  positionRows,
  SPECIALTY_CAPTION,
  specialtyColumns,
  specialtyRows,
  verdictText,
  votesText,
} from '../utils/figures-table';
import './figures.css';

/** The chart and its library (visx) load with the first consensus that has figures, never before. */
const FiguresChart = lazy(() => import('./FiguresChart'));

/**
 * A consensus's figures (issue 24), above its summary: who answered, the leading position with its
 * share, interval and the verdict against the consensus line, the positions chart (with its table
 * for screen readers and print), the split by specialty and the minority view. Nothing without figures.
 */
export function ConsensusFigures({ figures, order }: { figures: Figures | null | undefined; order: TitleOrder }) {
  const titleId = useId();
  // A consensus whose author placed no answers (or stored before issue 24) has none to show.
  if (!figures) return null;
  const sub = Math.min(order + 1, 6) as TitleOrder;
  const minority = figures.minority;
  return (
    <section aria-labelledby={titleId} className="pc-figures">
      <Stack gap="md">
        <Title order={order} id={titleId} size="h3">
          How physicians answered
        </Title>
        <Text fw={600}>{answeredLine(figures)}</Text>
        <div>
          <Text fw={500}>{leadingLine(figures)}</Text>
          <Group gap="xs" mt={6}>
            <Text span fw={700} className="pc-figures-verdict" data-verdict={figures.verdict}>
              {verdictText(figures)}
            </Text>
            <Text size="sm" c="gray.7">
              {consensusLineText(figures)}
            </Text>
          </Group>
        </div>

        <div>
          <Title order={sub} size="h4" mb="xs">
            Positions
          </Title>
          <Suspense fallback={<div className="pc-figures-chart-placeholder" />}>
            <FiguresChart figures={figures} />
          </Suspense>
          <PositionsTable figures={figures} />
        </div>

        {figures.bySpecialty.length > 0 && (
          <div>
            <Title order={sub} size="h4" mb="xs">
              By specialty
            </Title>
            <SpecialtyTable figures={figures} />
          </div>
        )}

        {minority && (
          <div>
            <Title order={sub} size="h4" mb="xs">
              Minority view
            </Title>
            <figure className="pc-consensus-quote">
              <blockquote>{minority.text}</blockquote>
              <Text component="figcaption" size="sm" c="gray.7">
                {`— ${[minority.authorName, minority.specialty].filter(Boolean).join(', ')} · ${figures.positions[minority.position]?.label ?? ''} · ${votesText(minority.agree, minority.disagree)}`}
              </Text>
            </figure>
          </div>
        )}
      </Stack>
    </section>
  );
}

/** The chart's alternative: hidden on screen (the chart shows it), read by screen readers, printed. */
function PositionsTable({ figures }: { figures: Figures }) {
  return (
    // Wrapped: a table ignores a width smaller than its content, so a hidden one would widen the page.
    <div className="pc-figures-sr-table">
      <table>
        <caption>{POSITIONS_CAPTION}</caption>
        <thead>
          <tr>
            {POSITION_COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {positionRows(figures).map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.answers}</td>
              <td>{r.share}</td>
              <td>{r.interval}</td>
              <td>{r.weightedShare}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Scrolls sideways on a phone inside its own keyboard-reachable region, never the page. */
function SpecialtyTable({ figures }: { figures: Figures }) {
  const columns = specialtyColumns(figures);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable)
    <section className="pc-figures-scroll" aria-label="Answers by specialty" tabIndex={0}>
      <Table striped withTableBorder fz="sm">
        <Table.Caption>{SPECIALTY_CAPTION}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a position may be named like a fixed column
              <Table.Th key={i} scope="col">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {specialtyRows(figures).map((row) => (
            <Table.Tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <Table.Th key="specialty" scope="row">
                    {cell}
                  </Table.Th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are the positions, in order
                  <Table.Td key={i}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
