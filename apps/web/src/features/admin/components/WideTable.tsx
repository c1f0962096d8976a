import type { ReactNode } from 'react';

export const tableHead =
  'px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wider text-stone-500';
export const tableCell = 'px-3 py-3 align-top';

/**
 * An admin list as a table from tablet width up; the lists show cards on phones instead. `columns` are
 * the header cells (tableHead), the children the rows (cells tableCell).
 */
export function WideTable({ columns, children }: { columns: ReactNode; children: ReactNode }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200 md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-stone-200 bg-stone-50">
          <tr>{columns}</tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
