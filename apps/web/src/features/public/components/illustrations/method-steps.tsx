import { Frame, labelClass, type FigureText } from './frame';

export function MethodStepsIllustration({ text, labels }: { text: FigureText; labels: { spend: string; average: string; supplier: string } }) {
  const steps = [
    { label: labels.spend, className: 'fill-neutral-400', height: 40 },
    { label: labels.average, className: 'fill-sky-700', height: 80 },
    { label: labels.supplier, className: 'fill-teal-600', height: 120 },
  ];
  return (
    <Frame text={text}>
      {steps.map((step, index) => (
        <g key={step.label} transform={`translate(${30 + index * 96} 0)`}>
          <rect x="0" y={160 - step.height} width="70" height={step.height} rx="4" className={step.className} />
          <text x="35" y="180" textAnchor="middle" className={labelClass}>
            {step.label}
          </text>
        </g>
      ))}
      <path d="M60 30 H260" className="stroke-accent-700" strokeWidth="2" />
      <path d="M252 24 L262 30 L252 36" fill="none" className="stroke-accent-700" strokeWidth="2" />
    </Frame>
  );
}
