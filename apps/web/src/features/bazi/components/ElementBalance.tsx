import { type BaziChart, ELEMENT_NAMES } from '@fengshui/shared/bazi';
import { ELEMENT_STYLES } from './element-styles.ts';

/** The five-element counts as a bar chart that is also a table (element, count, share). */
export function ElementBalance({ balance }: { balance: BaziChart['balance'] }) {
  const total = balance.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <div>
      <table className="w-full border-separate border-spacing-y-2 text-sm">
        <caption className="sr-only">Five-element balance of the {total} characters in your chart</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Element</th>
            <th scope="col">Count</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {balance.map((entry) => {
            const style = ELEMENT_STYLES[entry.element];
            return (
              <tr key={entry.element}>
                <th scope="row" className="w-20 pr-2 text-left font-medium text-stone-800">
                  <span className="flex items-center gap-2">
                    <span className={`h-3 w-3 shrink-0 rounded-full ${style.swatch}`} aria-hidden />
                    {ELEMENT_NAMES[entry.element]}
                  </span>
                </th>
                <td className="w-10 pr-3 text-right font-semibold text-stone-800 figures">{entry.count}</td>
                <td>
                  <div className="flex items-center gap-2">
                    <div className="h-3 flex-1 overflow-hidden rounded-full bg-stone-100" aria-hidden>
                      <div
                        className={`h-full rounded-full ${style.bar}`}
                        style={{ width: `${entry.percent}%` }}
                      />
                    </div>
                    <span className="w-10 text-right text-stone-600 figures">{entry.percent}%</span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-stone-500">
        Each heavenly stem and earthly branch counts once, by its own element ({total} characters). Hidden
        stems are shown in the chart but not counted.
      </p>
    </div>
  );
}
