import { useElementSize } from '@mantine/hooks';
import type { ConsensusFigures } from '@pc/contracts';
import { AxisBottom } from '@visx/axis';
import { scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import { percent } from '../utils/figures-table';

const ROW_HEIGHT = 20;
const AXIS_HEIGHT = 28;
/** Room at both ends so the 0% and 100% tick labels are not cut. */
const PAD = 14;
const BAR = 'var(--mantine-color-grape-7)';
const LEAD = 'var(--mantine-color-grape-9)';
const WHISKER = 'var(--mantine-color-dark-7)';
const TRACK = 'var(--mantine-color-gray-1)';
const LINE = 'var(--mantine-color-orange-9)';

/**
 * The positions chart (issue 24): a bar per position for its share of the assigned answers, the
 * Wilson 95% interval as a whisker, and the consensus line dashed across. Its own lazy chunk (visx),
 * loaded by the consensus pages only. Hidden from screen readers: the table beside it says the same.
 * Labels are HTML above each bar, so they wrap on a phone instead of shrinking with the drawing.
 */
export default function FiguresChart({ figures }: { figures: ConsensusFigures }) {
  const { ref, width } = useElementSize();
  const x = scaleLinear<number>({ domain: [0, 1], range: [PAD, Math.max(PAD + 1, width - PAD)], clamp: true });
  const mid = ROW_HEIGHT / 2;
  return (
    <div ref={ref} className="pc-figures-chart" aria-hidden="true">
      {width > 0 &&
        figures.positions.map((p, i) => (
          // Position names are unique within a consensus (the contract refuses repeats).
          <div key={p.label} className="pc-figures-chart-row">
            <div className="pc-figures-chart-label">
              <span>{p.label}</span>
              <span className="pc-figures-chart-value">{`${percent(p.share)} (${percent(p.interval.low)}–${percent(p.interval.high)})`}</span>
            </div>
            <svg width={width} height={ROW_HEIGHT} role="presentation">
              <Bar x={PAD} y={3} width={x(1) - PAD} height={ROW_HEIGHT - 6} fill={TRACK} />
              <Bar
                x={PAD}
                y={3}
                width={Math.max(0, x(p.share) - PAD)}
                height={ROW_HEIGHT - 6}
                fill={i === figures.leading ? LEAD : BAR}
              />
              <Line
                from={{ x: x(p.interval.low), y: mid }}
                to={{ x: x(p.interval.high), y: mid }}
                stroke={WHISKER}
                strokeWidth={2}
              />
              <Line
                from={{ x: x(p.interval.low), y: 2 }}
                to={{ x: x(p.interval.low), y: ROW_HEIGHT - 2 }}
                stroke={WHISKER}
                strokeWidth={2}
              />
              <Line
                from={{ x: x(p.interval.high), y: 2 }}
                to={{ x: x(p.interval.high), y: ROW_HEIGHT - 2 }}
                stroke={WHISKER}
                strokeWidth={2}
              />
              <Line
                from={{ x: x(figures.line.share), y: 0 }}
                to={{ x: x(figures.line.share), y: ROW_HEIGHT }}
                stroke={LINE}
                strokeWidth={2}
                strokeDasharray="4 3"
              />
            </svg>
          </div>
        ))}
      {width > 0 && (
        <svg width={width} height={AXIS_HEIGHT} role="presentation">
          <AxisBottom
            top={1}
            scale={x}
            tickValues={[0, 0.25, 0.5, 0.75, 1]}
            tickFormat={(v) => percent(Number(v))}
            stroke="var(--mantine-color-gray-6)"
            tickStroke="var(--mantine-color-gray-6)"
            tickLabelProps={{ fill: 'var(--mantine-color-gray-8)', fontSize: 12, textAnchor: 'middle' }}
          />
        </svg>
      )}
    </div>
  );
}
