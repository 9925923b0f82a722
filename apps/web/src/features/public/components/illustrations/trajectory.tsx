import { Frame, labelClass, type FigureText } from './frame';

export function TrajectoryIllustration({ text, labels }: { text: FigureText; labels: { baseline: string; with_scenarios: string; pathway: string } }) {
  return (
    <Frame text={text}>
      <path d="M30 160 H300 M30 30 V160" className="stroke-neutral-300" strokeWidth="2" />
      <path d="M30 80 L300 56" fill="none" className="stroke-neutral-500" strokeWidth="3" />
      <path d="M30 80 L110 74 L170 96 L230 112 L300 118" fill="none" className="stroke-teal-600" strokeWidth="3" />
      <path d="M30 80 L300 148" fill="none" className="stroke-sky-700" strokeWidth="2.5" strokeDasharray="6 5" />
      <g transform="translate(40 178)" className={labelClass}>
        <rect width="10" height="4" y="-5" className="fill-neutral-500" />
        <text x="14" y="0">
          {labels.baseline}
        </text>
        <rect x="96" width="10" height="4" y="-5" className="fill-teal-600" />
        <text x="110" y="0">
          {labels.with_scenarios}
        </text>
      </g>
      <text x="296" y="140" textAnchor="end" className="fill-sky-700 text-[11px] font-medium">
        {labels.pathway}
      </text>
    </Frame>
  );
}
