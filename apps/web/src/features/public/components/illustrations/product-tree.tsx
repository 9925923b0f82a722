import { Frame, type FigureText } from './frame';

export function ProductTreeIllustration({
  text,
  labels,
}: {
  text: FigureText;
  labels: { product: string; component: string; ingredient: string; material: string; energy: string; transport: string; packaging: string };
}) {
  const node = (x: number, y: number, label: string, className: string) => (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-44" y="-13" width="88" height="26" rx="6" className={className} />
      <text y="4" textAnchor="middle" className="fill-white text-[10px] font-semibold">
        {label}
      </text>
    </g>
  );
  return (
    <Frame text={text}>
      <path
        d="M160 44 V62 M60 62 H260 M60 62 V82 M160 62 V82 M260 62 V82 M160 96 V118 M110 118 H210 M110 118 V136 M210 118 V136"
        fill="none"
        className="stroke-neutral-400"
        strokeWidth="1.5"
      />
      {node(160, 32, labels.product, 'fill-accent-800')}
      {node(60, 90, labels.ingredient, 'fill-teal-600')}
      {node(160, 90, labels.component, 'fill-sky-700')}
      {node(260, 90, labels.packaging, 'fill-neutral-600')}
      {node(110, 148, labels.material, 'fill-teal-600')}
      {node(210, 148, labels.energy, 'fill-amber-600')}
      <g transform="translate(160 182)">
        <rect x="-44" y="-11" width="88" height="22" rx="6" className="fill-white stroke-neutral-400" strokeDasharray="4 3" />
        <text y="4" textAnchor="middle" className="fill-neutral-700 text-[10px] font-semibold">
          {labels.transport}
        </text>
      </g>
    </Frame>
  );
}
