import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface LegalTable {
  caption: string;
  columns: string[];
  rows: string[][];
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
  table?: LegalTable | undefined;
  /** Placed after the section whose index is given (the cookies table goes with its section). */
  tableAfterSection?: number;
  /** Language of the text when it differs from the interface (the French terms at /cgu). */
  lang?: string;
  aside?: ReactNode;
}

/** A legal text: one h1, numbered h2 sections, readable line length. */
export function LegalDocument({ title, updated, intro, sections, table, tableAfterSection, lang, aside }: LegalDocumentProps) {
  return (
    <article lang={lang} className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-semibold text-neutral-900">{title}</h1>
      <p className="mt-2 text-neutral-600">{updated}</p>
      {aside && <div className="mt-4">{aside}</div>}
      <p className="mt-6 text-base text-neutral-800">{intro}</p>
      {sections.map((section, index) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-lg font-semibold text-neutral-900">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-neutral-800">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-neutral-800">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {table && tableAfterSection === index && (
            <div className="relative mt-4 overflow-x-auto">
              <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
                <caption className="mb-2 text-left font-medium text-neutral-900">{table.caption}</caption>
                <thead>
                  <tr className="border-b border-neutral-300">
                    {table.columns.map((column) => (
                      <th key={column} scope="col" className="py-2 pr-4 font-semibold text-neutral-900">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row[0]} className="border-b border-neutral-200 align-top">
                      {row.map((cell, cellIndex) =>
                        cellIndex === 0 ? (
                          <th key={cell} scope="row" className="py-2 pr-4 font-mono text-xs font-medium text-neutral-900">
                            {cell}
                          </th>
                        ) : (
                          <td key={cellIndex} className="py-2 pr-4 text-neutral-800">
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </article>
  );
}
