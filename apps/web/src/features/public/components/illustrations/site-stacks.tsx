import { Frame, scopeFill, type FigureText } from './frame';

export function SiteStacksIllustration({ text }: { text: FigureText }) {
  const sites = [
    [30, 22, 70],
    [18, 30, 96],
    [40, 14, 52],
  ];
  return (
    <Frame text={text}>
      <path d="M30 170 H290" className="stroke-neutral-300" strokeWidth="2" />
      {sites.map(([s1 = 0, s2 = 0, s3 = 0], index) => (
        <g key={index} transform={`translate(${60 + index * 80} 0)`}>
          <rect y={170 - s1} width="44" height={s1} className={scopeFill[1]} />
          <rect y={170 - s1 - s2} width="44" height={s2} className={scopeFill[2]} />
          <rect y={170 - s1 - s2 - s3} width="44" height={s3} className={scopeFill[3]} />
        </g>
      ))}
    </Frame>
  );
}
