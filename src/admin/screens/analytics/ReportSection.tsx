import type { ReactNode } from 'react';
import { downloadCsv, toCsv, type CsvCell } from '@/admin/csv';
import { Download } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { analyticsCopy } from './copy';
import type { ReportTable } from './reports';

/** One report: its heading, what it means, a chart if it has one, its table and its CSV export. */
export function ReportSection({
  id,
  title,
  lead,
  table,
  csv = table,
  fileName,
  bar,
  chart,
  cell,
}: {
  id: string;
  title: string;
  lead?: string;
  table: ReportTable;
  /** What the export writes, when it differs from what the screen shows. */
  csv?: ReportTable;
  fileName: string;
  /** A column whose numbers also show as bars (the chart of a report without a time axis). */
  bar?: number;
  chart?: ReactNode;
  /** Shows a cell differently from its CSV text (e.g. a mark beside a value over a threshold). */
  cell?: (row: CsvCell[], column: number, rowIndex: number) => ReactNode;
}) {
  const { lang, ui } = useLanguage();
  const copy = analyticsCopy[lang];
  const headingId = `${id}-title`;
  const largest = bar === undefined ? 0 : Math.max(0, ...table.rows.map((row) => Number(row[bar]) || 0));
  const show = (value: CsvCell) => (typeof value === 'number' ? value.toLocaleString(ui.locale) : value);

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5 dark:bg-slate-900 dark:ring-slate-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-brand-900 dark:text-white">
          {title}
        </h2>
        {table.rows.length > 0 && (
          <button
            type="button"
            className="btn-secondary py-1.5 text-sm"
            aria-label={copy.exportLabel(title)}
            onClick={() => downloadCsv(fileName, toCsv(csv.header, csv.rows))}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {copy.exportCsv}
          </button>
        )}
      </div>
      {lead && <p className="mt-2 max-w-prose text-sm text-slate-700 dark:text-slate-300">{lead}</p>}
      {table.rows.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{copy.empty}</p>
      ) : (
        <>
          {chart}
          {/* Scrolls inside its box, so a long table or a narrow phone never widens the page. */}
          <div
            className="mt-4 max-h-96 overflow-auto rounded-lg ring-1 ring-slate-200 dark:ring-slate-700"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard can scroll only a box that takes focus
            tabIndex={0}
            role="region"
            aria-label={copy.numbersOf(title)}
          >
            <table className="w-full border-collapse text-left text-sm">
              <thead className="sticky top-0 bg-slate-100 dark:bg-slate-800">
                <tr>
                  {table.header.map((label, column) => (
                    <th
                      key={label}
                      scope="col"
                      className={`px-2 py-2 font-semibold sm:px-3 text-slate-900 dark:text-white ${table.numeric.includes(column) ? 'text-right' : ''}`}
                    >
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {table.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((value, column) => {
                      const Cell = column === 0 ? 'th' : 'td';
                      return (
                        <Cell
                          key={column}
                          scope={column === 0 ? 'row' : undefined}
                          className={`px-2 py-2 text-slate-800 sm:px-3 dark:text-slate-100 ${column === 0 ? 'min-w-24 font-medium [overflow-wrap:anywhere]' : ''} ${table.numeric.includes(column) ? 'whitespace-nowrap text-right tabular-nums' : ''}`}
                        >
                          {cell?.(row, column, index) ?? show(value)}
                          {column === bar && largest > 0 && (
                            <span
                              aria-hidden="true"
                              className="ml-auto mt-1 block h-1.5 rounded-full bg-brand-600 dark:bg-brand-300"
                              style={{ width: `${Math.max(2, (Number(value) / largest) * 100)}%` }}
                            />
                          )}
                        </Cell>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
