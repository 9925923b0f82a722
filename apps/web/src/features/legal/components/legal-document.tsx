import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LegalSection {
  /** Names a section the page adds to (the legal notice's publisher details). */
  id?: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** Label and value pairs shown under the paragraphs. */
  facts?: { label: string; value: string }[];
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
  /** Where the texts' tags link to: `<notice>legal notice</notice>` with `{ notice: '/legal/notice' }`. */
  links?: Record<string, string>;
}

const linkClasses = 'font-medium text-accent-800 underline underline-offset-2';

/** A text of the legal catalog, its `<name>…</name>` tags turned into links; an unknown tag keeps its words. */
function LinkedText({ text, links }: { text: string; links: Record<string, string> }) {
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [whole, name = '', words = ''] = match;
    parts.push(text.slice(last, match.index));
    const to = links[name];
    parts.push(
      to ? (
        <Link key={match.index} to={to} className={linkClasses}>
          {words}
        </Link>
      ) : (
        words
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** A legal text: one h1, numbered h2 sections, readable line length. */
export function LegalDocument({ title, updated, intro, sections, table, tableAfterSection, lang, aside, links = {} }: LegalDocumentProps) {
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
              <LinkedText text={paragraph} links={links} />
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-neutral-800">
              {section.items.map((item) => (
                <li key={item}>
                  <LinkedText text={item} links={links} />
                </li>
              ))}
            </ul>
          )}
          {section.facts && (
            <dl className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200">
              {section.facts.map((fact) => (
                <div key={fact.label} className="grid gap-1 px-3 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
                  <dt className="font-medium text-neutral-900">{fact.label}</dt>
                  <dd className="text-neutral-800">{fact.value}</dd>
                </div>
              ))}
            </dl>
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
