import { Frame, scopeFill, type FigureText } from './frame';

export function AppWindowIllustration({ text }: { text: FigureText }) {
  return (
    <Frame text={text}>
      <path d="M2 30 H318" className="stroke-neutral-200" strokeWidth="2" />
      <circle cx="18" cy="16" r="4" className="fill-neutral-300" />
      <circle cx="32" cy="16" r="4" className="fill-neutral-300" />
      <rect x="2" y="31" width="74" height="167" className="fill-neutral-50" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((row) => (
        <rect key={row} x="12" y={44 + row * 18} width={row === 1 ? 52 : 44} height="8" rx="2" className={row === 1 ? 'fill-accent-700' : 'fill-neutral-300'} />
      ))}
      <rect x="92" y="44" width="100" height="10" rx="2" className="fill-neutral-700" />
      <rect x="110" y="120" width="30" height="50" className={scopeFill[1]} />
      <rect x="160" y="140" width="30" height="30" className={scopeFill[2]} />
      <rect x="210" y="74" width="30" height="96" className={scopeFill[3]} />
      <path d="M96 171 H300" className="stroke-neutral-300" strokeWidth="1.5" />
    </Frame>
  );
}
