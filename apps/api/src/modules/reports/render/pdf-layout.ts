import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { reportFonts } from '../fonts.ts';

/**
 * A small page layout over pdfkit for the reports: A4 pages with a running header (company and title) and footer
 * (page X of N), numbered headings collected for the table of contents and the PDF outline, key-value blocks,
 * tables whose header row repeats on each page, and SVG charts drawn as vectors. Cells are single lines, cut to
 * their column with an ellipsis: the full texts are in the Excel and CSV exports. Text goes through pdfkit's
 * unwrapped path (no width option), which keeps a 10,000-entry table within the benchmark's time.
 */

export const PAGE = { width: 595.28, height: 841.89, left: 45, right: 45, top: 62, bottom: 52 };
const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;
const REGULAR = 'DejaVu';
const BOLD = 'DejaVu-Bold';
const INK = '#111827';
const MUTED = '#6b7280';
const ACCENT = '#0f766e';
const RULE = '#d1d5db';
const SHADE = '#f3f4f6';

/** The parts of pdfkit's document and embedded font that `put` and `unshapedLayout` use (not in @types/pdfkit). */
interface EmbeddedFontInternals {
  id: string;
  ascender: number;
  scale: number;
  font: { glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number; codePoints: number[] } };
  ref(): unknown;
  encode(text: string): [string[], unknown[]];
  layout: (text: string, features?: unknown, onlyWidth?: boolean) => unknown;
  subset: { includeGlyph(glyphId: number): number };
  widths: (number | undefined)[];
  unicode: (number[] | undefined)[];
  /** Set by `unshapedLayout`: the text as the hex glyph ids `encode` would give, from a per-character cache. */
  encodeHex?: (text: string) => string;
}

interface PdfKitInternals {
  _font: EmbeddedFontInternals;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  addContent(content: string): void;
}

/**
 * Lays text out glyph by glyph from the font's character map and advance widths, instead of fontkit's OpenType
 * shaping: shaping costs about 90 µs per distinct string (every number of a table is one), which alone made a
 * 10,000-entry PDF take over 10 s. The reports' texts (Latin scripts, French) need no shaping: DejaVu Sans has
 * precomposed accented letters, and only kerning is given up. Glyphs are looked up once per code point.
 */
function unshapedLayout(document: PDFKit.PDFDocument): void {
  const font = (document as unknown as PdfKitInternals)._font;
  const glyphs = new Map<number, { id: number; advanceWidth: number; codePoints: number[] }>();
  const glyphOf = (codePoint: number) => {
    let glyph = glyphs.get(codePoint);
    if (!glyph) {
      glyph = font.font.glyphForCodePoint(codePoint);
      glyphs.set(codePoint, glyph);
    }
    return glyph;
  };
  // Replaces pdfkit's word-by-word layout and its cache of every distinct word: with no shaping there is nothing
  // worth caching, and the cache of a 10,000-row table's numbers only fed the garbage collector.
  font.layout = (text: string, _features?: unknown, onlyWidth?: boolean) => {
    let advanceWidth = 0;
    if (onlyWidth) {
      for (const character of text) advanceWidth += glyphOf(character.codePointAt(0) ?? 0).advanceWidth;
      return { glyphs: null, positions: null, advanceWidth: advanceWidth * font.scale };
    }
    const runGlyphs = [];
    const positions = [];
    for (const character of text) {
      const glyph = glyphOf(character.codePointAt(0) ?? 0);
      const width = glyph.advanceWidth * font.scale;
      runGlyphs.push(glyph);
      positions.push({ xAdvance: width, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: width });
      advanceWidth += width;
    }
    return { glyphs: runGlyphs, positions, advanceWidth };
  };
  // What `encode` writes for a text (each glyph's id in the embedded subset, four hex digits), without building its
  // glyph and position objects: a 10,000-row table encodes about 80,000 cells. The subset, widths and ToUnicode
  // entries are recorded as `encode` records them, once per character.
  const hexOf = new Map<number, string>();
  font.encodeHex = (text: string) => {
    let hex = '';
    for (const character of text) {
      const codePoint = character.codePointAt(0) ?? 0;
      let code = hexOf.get(codePoint);
      if (code === undefined) {
        const glyph = glyphOf(codePoint);
        const gid = font.subset.includeGlyph(glyph.id);
        code = `0000${gid.toString(16)}`.slice(-4);
        font.widths[gid] ??= glyph.advanceWidth * font.scale;
        font.unicode[gid] ??= glyph.codePoints;
        hexOf.set(codePoint, code);
      }
      hex += code;
    }
    return hex;
  };
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  /** Wraps long texts over several lines (small tables only: a wrapped cell takes pdfkit's slower path). */
  wrap?: boolean;
}

/** A left-aligned text runs on over the empty cells that follow it (a category's name on its subtotal row). */
function spanWidth(columns: readonly Column[], cells: readonly string[], index: number): number {
  const column = columns[index];
  if (!column) return 0;
  let width = column.width;
  if (column.align === 'right') return width;
  for (let next = index + 1; next < columns.length && cells[next] === ''; next += 1) {
    if (columns[next]?.align === 'right') break;
    width += columns[next]?.width ?? 0;
  }
  return width;
}

export interface TableRowOptions {
  bold?: boolean;
  shade?: boolean;
  /** A grey line under the row (a factor behind a category line). */
  note?: string;
}

export interface TableRow {
  cells: string[];
  options?: TableRowOptions;
}

interface Section {
  title: string;
  page: number;
}

export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  private readonly sections: Section[] = [];
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private sectionNumber = 0;

  constructor(
    private readonly meta: { title: string; company: string; year: number; headerRight: string; locale: string },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
      bufferPages: true,
      autoFirstPage: true,
      lang: meta.locale === 'fr' ? 'fr-FR' : 'en-GB',
      info: { Title: meta.title, Author: meta.company, Subject: `${meta.title} (${meta.year})`, Creator: 'Carbon accounting' },
      displayTitle: true,
      compress: true,
    });
    const fonts = reportFonts();
    this.doc.registerFont(REGULAR, fonts.regular);
    this.doc.registerFont(BOLD, fonts.bold);
    unshapedLayout(this.doc.font(BOLD));
    unshapedLayout(this.doc.font(REGULAR));
    this.doc.fillColor(INK);
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get y(): number {
    return this.doc.y;
  }

  /** Pages added from now on: portrait, or landscape for a table too wide for A4 upright (the BEGES gas columns). */
  private pageLayout: 'portrait' | 'landscape' = 'portrait';

  /** The current page's text width and lowest line: they change with the page's orientation. */
  private get contentWidth(): number {
    return this.doc.page.width - PAGE.left - PAGE.right;
  }

  private get bottom(): number {
    return this.doc.page.height - PAGE.bottom;
  }

  newPage(): void {
    this.doc.addPage({
      size: 'A4',
      layout: this.pageLayout,
      margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    });
    this.doc.x = PAGE.left;
    this.doc.y = PAGE.top;
  }

  /**
   * Turns the pages that follow: a new page in that orientation unless this one already is, or unless the next
   * section starts one anyway (the first section, after the cover).
   */
  orientation(layout: 'portrait' | 'landscape'): void {
    this.pageLayout = layout;
    const current = this.doc.page.width > this.doc.page.height ? 'landscape' : 'portrait';
    if (current !== layout && this.sectionNumber > 0) this.newPage();
  }

  /** Room for `height` points on this page, or a new page. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  /** The cover: title, company, year and date; the table of contents is written on it at the end. */
  cover(lines: readonly string[]): void {
    const doc = this.doc;
    doc.rect(0, 0, PAGE.width, 8).fill(ACCENT);
    doc.fillColor(INK).font(BOLD).fontSize(22);
    doc.text(this.meta.title, PAGE.left, 110, { width: CONTENT_WIDTH });
    doc.moveDown(0.4).font(REGULAR).fontSize(13).fillColor(MUTED);
    for (const line of lines) doc.text(line, PAGE.left, doc.y, { width: CONTENT_WIDTH });
    doc.fillColor(INK);
    this.tocTop = doc.y + 36;
  }

  private tocTop = 0;

  /**
   * A numbered section heading, listed in the contents and the outline. The first starts after the cover; the next
   * ones follow on the same page when a good part of it is left, so short sections do not leave pages blank.
   */
  section(title: string): void {
    if (this.sectionNumber === 0 || this.doc.y > this.bottom - 260) this.newPage();
    else this.doc.y += 14;
    this.sectionNumber += 1;
    const numbered = `${this.sectionNumber}. ${title}`;
    this.sections.push({ title: numbered, page: this.doc.bufferedPageRange().count });
    this.doc.outline.addItem(numbered);
    this.doc.font(BOLD).fontSize(16).fillColor(ACCENT).text(numbered, PAGE.left, this.doc.y, { lineBreak: false });
    this.doc.y += 26;
    this.doc.fillColor(INK);
  }

  subheading(title: string): void {
    this.ensure(40);
    this.doc.y += 6;
    this.doc.font(BOLD).fontSize(11).fillColor(INK).text(title, PAGE.left, this.doc.y, { lineBreak: false });
    this.doc.y += 17;
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}): void {
    const size = options.size ?? 9;
    this.doc.font(REGULAR).fontSize(size).fillColor(options.muted ? MUTED : INK);
    const height = this.doc.heightOfString(text, { width: this.contentWidth });
    this.ensure(height + 4);
    this.doc.text(text, PAGE.left, this.doc.y, { width: this.contentWidth });
    this.doc.y += 4;
    this.doc.fillColor(INK);
  }

  /** Label and value pairs, two columns. */
  keyValues(pairs: readonly (readonly [string, string])[], options: { large?: boolean } = {}): void {
    const size = options.large ? 11 : 9;
    const labelWidth = 210;
    for (const [label, value] of pairs) {
      this.doc.fontSize(size);
      const height = Math.max(
        this.doc.font(options.large ? BOLD : REGULAR).heightOfString(value, { width: this.contentWidth - labelWidth }),
        this.doc.font(REGULAR).heightOfString(label, { width: labelWidth - 8 }),
      );
      this.ensure(height + 4);
      const top = this.doc.y;
      this.doc.fillColor(MUTED).text(label, PAGE.left, top, { width: labelWidth - 8 });
      this.doc.font(options.large ? BOLD : REGULAR).fillColor(INK).text(value, PAGE.left + labelWidth, top, {
        width: this.contentWidth - labelWidth,
      });
      this.doc.y = top + height + 4;
    }
    this.doc.y += 4;
  }

  private fit(text: string, width: number): string {
    const doc = this.doc;
    // Cheap bound first: at 7.5 pt no glyph of DejaVu Sans is wider than 0.75 em, so short texts need no measure.
    if (text.length * 7.5 * 0.75 < width) return text;
    if (doc.widthOfString(text) <= width) return text;
    let low = 0;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (doc.widthOfString(`${text.slice(0, middle)}…`) <= width) low = middle;
      else high = middle - 1;
    }
    return `${text.slice(0, low)}…`;
  }

  /** The text operators of a table row's cells, written as one text object when the row ends (`endRun`). */
  private run: string[] | null = null;

  /**
   * One line of text at (x, y), top-left origin, in the current font, size and colour: what `doc.text(…, {lineBreak:
   * false})` writes, without its per-call option handling (a third of the time of a 10,000-row table). Within a run
   * (a table row), the cells share one text object instead of one each: the same glyphs at the same places, a
   * third fewer bytes of page content to write and compress.
   */
  private put(text: string, x: number, y: number): void {
    if (text === '') return;
    const doc = this.doc as unknown as PdfKitInternals;
    const font = doc._font;
    const size = doc._fontSize;
    const page = doc.page;
    page.fonts[font.id] ??= font.ref();
    const encoded = font.encodeHex ? font.encodeHex(text) : font.encode(text)[0].join('');
    const baseline = page.height - y - (font.ascender / 1000) * size;
    const operators = `1 0 0 1 ${x.toFixed(2)} ${baseline.toFixed(2)} Tm /${font.id} ${size} Tf <${encoded}> Tj`;
    if (this.run) this.run.push(operators);
    else doc.addContent(`q 1 0 0 -1 0 ${page.height} cm BT ${operators} ET Q`);
  }

  private beginRun(): void {
    this.run = [];
  }

  private endRun(): void {
    const run = this.run;
    this.run = null;
    if (!run || run.length === 0) return;
    const doc = this.doc as unknown as PdfKitInternals;
    doc.addContent(`q 1 0 0 -1 0 ${doc.page.height} cm BT ${run.join(' ')} ET Q`);
  }

  /** A header wider than its column, or with a line break of its own (a unit under the name), is wrapped text. */
  private headerWraps(column: Column): boolean {
    return column.header.includes('\n') || this.doc.widthOfString(column.header) > column.width - 6;
  }

  /**
   * The header row: headers wrap onto a second line rather than lose their unit, and onto a third for the narrow
   * number columns of the BEGES table ("Biogenic CO2 (t CO2e)").
   */
  private headerRow(columns: readonly Column[]): void {
    const doc = this.doc;
    doc.font(BOLD).fontSize(7.5).fillColor(INK);
    const lineHeight = doc.currentLineHeight(true);
    const lines = Math.max(
      1,
      ...columns.map((column) =>
        this.headerWraps(column)
          ? Math.min(3, Math.round(doc.heightOfString(column.header, { width: column.width - 6 }) / lineHeight))
          : 1,
      ),
    );
    const height = lines === 1 ? 15 : lines === 2 ? 24 : 33;
    const start = doc.y;
    doc.rect(PAGE.left, start, this.contentWidth, height).fill(SHADE);
    doc.fillColor(INK);
    let x = PAGE.left;
    const top = start + 4;
    for (const column of columns) {
      if (this.headerWraps(column)) {
        doc.text(column.header, x + 3, top, { width: column.width - 6, height: height - 4, align: column.align ?? 'left', ellipsis: true });
      } else {
        const left = column.align === 'right' ? x + column.width - 3 - doc.widthOfString(column.header) : x + 3;
        this.put(column.header, left, top);
      }
      x += column.width;
    }
    doc.y = start + height;
  }

  /** A table whose header repeats on every page it spans. */
  table(columns: readonly Column[], rows: readonly TableRow[]): void {
    const doc = this.doc;
    const rowHeight = 12.5;
    this.ensure(15 + rowHeight * Math.min(rows.length, 3));
    this.headerRow(columns);
    const wraps = columns.some((column) => column.wrap);
    for (const row of rows) {
      const noteHeight = row.options?.note ? 9 : 0;
      let height = rowHeight;
      if (wraps) {
        doc.font(row.options?.bold ? BOLD : REGULAR).fontSize(7.5);
        columns.forEach((column, index) => {
          const cell = row.cells[index] ?? '';
          if (column.wrap && cell) {
            height = Math.max(height, doc.heightOfString(cell, { width: spanWidth(columns, row.cells, index) - 6 }) + 5);
          }
        });
      }
      if (doc.y + height + noteHeight > this.bottom) {
        this.newPage();
        this.headerRow(columns);
      }
      const top = doc.y;
      if (row.options?.shade) doc.rect(PAGE.left, top, this.contentWidth, height).fill(SHADE);
      doc.font(row.options?.bold ? BOLD : REGULAR).fontSize(7.5).fillColor(INK);
      let x = PAGE.left;
      this.beginRun();
      row.cells.forEach((cell, index) => {
        const column = columns[index];
        if (!column) return;
        const width = spanWidth(columns, row.cells, index);
        if (column.wrap && doc.widthOfString(cell) > width - 6) {
          // pdfkit's own text writing goes straight to the page: what the run holds is written first.
          this.endRun();
          doc.text(cell, x + 3, top + 3, { width: width - 6 });
          this.beginRun();
        } else {
          const text = this.fit(cell, width - 6);
          const left = column.align === 'right' ? x + column.width - 3 - doc.widthOfString(text) : x + 3;
          this.put(text, left, top + 3);
        }
        x += column.width;
      });
      this.endRun();
      let bottom = top + height;
      if (row.options?.note) {
        doc.font(REGULAR).fontSize(6.5).fillColor(MUTED);
        this.put(this.fit(row.options.note, this.contentWidth - 20), PAGE.left + 12, bottom - 1);
        doc.fillColor(INK);
        bottom += noteHeight;
      }
      doc.moveTo(PAGE.left, bottom).lineTo(PAGE.left + this.contentWidth, bottom).lineWidth(0.4).strokeColor(RULE).stroke();
      doc.y = bottom;
    }
    doc.y += 8;
  }

  /** An SVG chart at its size (points), as vectors. */
  chart(title: string, svg: string, width: number, height: number): void {
    this.ensure(height + 24);
    this.doc.font(BOLD).fontSize(9.5).fillColor(INK).text(title, PAGE.left, this.doc.y, { lineBreak: false });
    this.doc.y += 16;
    SVGtoPDF(this.doc, svg, PAGE.left, this.doc.y, {
      width,
      height,
      assumePt: true,
      fontCallback: (_family: string, bold: boolean) => (bold ? BOLD : REGULAR),
    });
    this.doc.y += height + 12;
  }

  /** Contents on the cover, running header and footer on every page, then the file. */
  async finish(labels: { contents: string; page: (page: number, pages: number) => string }): Promise<Buffer> {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    doc.switchToPage(range.start);
    let y = this.tocTop;
    doc.font(BOLD).fontSize(13).fillColor(ACCENT).text(labels.contents, PAGE.left, y, { lineBreak: false });
    y += 24;
    doc.font(REGULAR).fontSize(10).fillColor(INK);
    for (const section of this.sections) {
      const pageText = String(section.page);
      const pageWidth = doc.widthOfString(pageText);
      const title = this.fit(section.title, CONTENT_WIDTH - 60);
      doc.text(title, PAGE.left, y, { lineBreak: false });
      const titleEnd = PAGE.left + doc.widthOfString(title) + 4;
      const pageLeft = PAGE.left + CONTENT_WIDTH - pageWidth;
      doc
        .moveTo(titleEnd, y + 9)
        .lineTo(pageLeft - 4, y + 9)
        .dash(1, { space: 2 })
        .lineWidth(0.5)
        .strokeColor(MUTED)
        .stroke()
        .undash();
      doc.text(pageText, pageLeft, y, { lineBreak: false });
      y += 17;
    }
    for (let index = 0; index < range.count; index += 1) {
      doc.switchToPage(range.start + index);
      // Writing in the margins: pdfkit would start a new page for text below the bottom margin.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(REGULAR).fontSize(8).fillColor(MUTED);
      // This page's width and height: a landscape page (the BEGES table) has its header and footer across it.
      const width = this.contentWidth;
      if (index > 0) {
        doc.text(this.fit(this.meta.company, width / 2 - 10), PAGE.left, 30, { lineBreak: false });
        const right = this.fit(this.meta.headerRight, width / 2 - 10);
        doc.text(right, PAGE.left + width - doc.widthOfString(right), 30, { lineBreak: false });
        doc.moveTo(PAGE.left, 43).lineTo(PAGE.left + width, 43).lineWidth(0.5).strokeColor(RULE).stroke();
      }
      const footer = labels.page(index + 1, range.count);
      doc.text(footer, PAGE.left + (width - doc.widthOfString(footer)) / 2, doc.page.height - 32, { lineBreak: false });
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
    return this.done;
  }
}
