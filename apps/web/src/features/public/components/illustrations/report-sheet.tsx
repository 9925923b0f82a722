import { Frame, scopeFill, type FigureText } from './frame';

export function ReportSheetIllustration({ text }: { text: FigureText }) {
  return (
    <Frame text={text}>
      <rect x="90" y="14" width="140" height="172" rx="6" className="fill-neutral-50 stroke-neutral-300" strokeWidth="1.5" />
      <rect x="104" y="28" width="70" height="8" rx="2" className="fill-neutral-700" />
      <rect x="110" y="86" width="18" height="20" className={scopeFill[1]} />
      <rect x="136" y="96" width="18" height="10" className={scopeFill[2]} />
      <rect x="162" y="50" width="18" height="56" className={scopeFill[3]} />
      <path d="M104 107 H216" className="stroke-neutral-400" />
      {[0, 1, 2, 3].map((row) => (
        <g key={row} transform={`translate(104 ${122 + row * 14})`}>
          <rect width="50" height="6" rx="2" className="fill-neutral-300" />
          <rect x="62" width="24" height="6" rx="2" className="fill-neutral-300" />
          <rect x="94" width="18" height="6" rx="2" className="fill-accent-200" />
        </g>
      ))}
    </Frame>
  );
}
