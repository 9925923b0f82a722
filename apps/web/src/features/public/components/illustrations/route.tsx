import { Frame, labelClass, Pill, type FigureText } from './frame';

export function RouteIllustration({ text, labels }: { text: FigureText; labels: { origin: string; destination: string; formula: string } }) {
  return (
    <Frame text={text}>
      <path d="M60 110 C 120 40, 200 170, 260 100" fill="none" className="stroke-neutral-400" strokeWidth="3" strokeDasharray="6 6" />
      <circle cx="60" cy="110" r="12" className="fill-sky-700" />
      <circle cx="260" cy="100" r="12" className="fill-teal-600" />
      <text x="60" y="145" textAnchor="middle" className={labelClass}>
        {labels.origin}
      </text>
      <text x="260" y="135" textAnchor="middle" className={labelClass}>
        {labels.destination}
      </text>
      <g transform="translate(140 84)">
        <rect x="-4" y="0" width="40" height="20" rx="3" className="fill-neutral-700" />
        <rect x="36" y="6" width="14" height="14" rx="2" className="fill-neutral-500" />
        <circle cx="6" cy="22" r="4" className="fill-neutral-900" />
        <circle cx="40" cy="22" r="4" className="fill-neutral-900" />
      </g>
      <Pill x={85} y={160}>
        {labels.formula}
      </Pill>
    </Frame>
  );
}
