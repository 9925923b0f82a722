import { Frame, labelClass, type FigureText } from './frame';

export function TariffSlotsIllustration({ text, labels }: { text: FigureText; labels: { peak: string; off_peak: string; high_season: string; low_season: string } }) {
  // Off-peak hours at night and early afternoon, as in common French two-slot contracts.
  const day = (y: number, peakClass: string, offClass: string) => (
    <g transform={`translate(24 ${y})`}>
      <rect x="0" y="0" width="60" height="22" rx="3" className={offClass} />
      <rect x="60" y="0" width="140" height="22" className={peakClass} />
      <rect x="200" y="0" width="30" height="22" className={offClass} />
      <rect x="230" y="0" width="42" height="22" rx="3" className={peakClass} />
    </g>
  );
  return (
    <Frame text={text}>
      <text x="24" y="36" className={labelClass}>
        {labels.high_season}
      </text>
      {day(44, 'fill-amber-500', 'fill-sky-700')}
      <text x="24" y="98" className={labelClass}>
        {labels.low_season}
      </text>
      {day(106, 'fill-amber-300', 'fill-sky-400')}
      <g transform="translate(24 156)">
        <rect width="12" height="12" rx="2" className="fill-amber-500" />
        <text x="18" y="10" className={labelClass}>
          {labels.peak}
        </text>
        <rect x="130" width="12" height="12" rx="2" className="fill-sky-700" />
        <text x="148" y="10" className={labelClass}>
          {labels.off_peak}
        </text>
      </g>
    </Frame>
  );
}
