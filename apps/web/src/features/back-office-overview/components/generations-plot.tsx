import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/** Kind colours, in the order kinds appear; all readable on white. */
const PALETTE = [
  '#c2410c',
  '#1d4ed8',
  '#15803d',
  '#7c3aed',
  '#b45309',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
  '#57534e',
];

/**
 * The chart itself (recharts), in a chunk of its own: generations-chart.tsx loads it only
 * when there is something to plot, so the back office never downloads the chart library for
 * an empty chart or the table view.
 */
export default function GenerationsPlot({
  data,
  kinds,
  kindName,
  creditsKey,
  creditsName,
}: {
  data: Record<string, string | number>[];
  kinds: string[];
  kindName: (kind: string) => string;
  creditsKey: string;
  creditsName: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
        <XAxis dataKey="label" tickLine={false} interval="preserveStartEnd" minTickGap={16} />
        <YAxis yAxisId="count" allowDecimals={false} tickLine={false} width={40} />
        <YAxis yAxisId="credits" orientation="right" allowDecimals={false} tickLine={false} width={40} />
        <Tooltip />
        <Legend />
        {kinds.map((kind, i) => (
          <Bar
            key={kind}
            yAxisId="count"
            dataKey={kind}
            name={kindName(kind)}
            stackId="kinds"
            fill={PALETTE[i % PALETTE.length]}
            isAnimationActive={false}
          />
        ))}
        <Line
          yAxisId="credits"
          dataKey={creditsKey}
          name={creditsName}
          stroke="#1c1917"
          strokeDasharray="4 3"
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
