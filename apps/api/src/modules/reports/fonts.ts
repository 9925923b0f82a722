import { readFileSync } from 'node:fs';

/**
 * The TrueType fonts embedded in the PDFs: DejaVu Sans 2.37 (Bitstream Vera licence with public-domain DejaVu changes,
 * fonts/LICENSE-DejaVu.txt), which covers French (accents, œ, «», €) and U+202F NARROW NO-BREAK SPACE, the thousands
 * separator Intl.NumberFormat('fr-FR') writes; the PDF standard fonts are WinAnsi and lack it. The files sit beside
 * this module in the sources and beside main.js in the build (apps/api/build.mjs copies them), so one relative URL
 * finds them in both. Read once per process.
 */
let cache: { regular: Buffer; bold: Buffer } | null = null;

export function reportFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= {
    regular: readFileSync(new URL('./fonts/DejaVuSans.ttf', import.meta.url)),
    bold: readFileSync(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url)),
  };
  return cache;
}
