import { Frame, labelClass, Pill, scopeFill, type FigureText } from './frame';

export function ScopeBarsIllustration({ text, labels }: { text: FigureText; labels: { scope1: string; scope2: string; scope3: string; factor: string } }) {
  const rows = [
    { scope: 1, label: labels.scope1, width: 70 },
    { scope: 2, label: labels.scope2, width: 44 },
    { scope: 3, label: labels.scope3, width: 190 },
  ] as const;
  return (
    <Frame text={text}>
      {rows.map((row, index) => (
        <g key={row.scope} transform={`translate(24 ${34 + index * 42})`}>
          <text x="0" y="12" className={labelClass}>
            {row.label}
          </text>
          <rect x="70" y="0" width={row.width} height="18" rx="4" className={scopeFill[row.scope]} />
        </g>
      ))}
      <Pill x={24} y={160}>
        {labels.factor}
      </Pill>
    </Frame>
  );
}
