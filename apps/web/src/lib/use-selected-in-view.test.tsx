import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelectedInView } from './use-selected-in-view.ts';

/** A row 300 px wide holding chips 120 px wide side by side, as a phone lays them out. */
function Row({ chosen }: { chosen: number }) {
  const row = useSelectedInView<HTMLDivElement>(chosen);
  return (
    <div ref={row} data-testid="row">
      {[0, 1, 2, 3, 4].map((n) => (
        <button key={n} type="button" aria-pressed={n === chosen} data-n={n}>
          View {n}
        </button>
      ))}
    </div>
  );
}

/** The same row made of links, the current page's marked, as the order tabs and topic chips are. */
function LinkRow({ chosen }: { chosen: number }) {
  const row = useSelectedInView<HTMLElement>(chosen);
  return (
    <nav ref={row} data-testid="row">
      {[0, 1, 2, 3, 4].map((n) => (
        <a key={n} href={`?tab=${n}`} aria-current={n === chosen ? 'page' : undefined} data-n={n}>
          Tab {n}
        </a>
      ))}
    </nav>
  );
}

// jsdom lays nothing out: each box is where the row's scroll position would put it.
function layOut(row: HTMLElement) {
  row.getBoundingClientRect = () => ({ left: 0, right: 300, width: 300 }) as DOMRect;
  for (const chip of row.querySelectorAll<HTMLElement>('[data-n]')) {
    const n = Number(chip.dataset.n);
    chip.getBoundingClientRect = () =>
      ({ left: n * 120 - row.scrollLeft, right: n * 120 + 120 - row.scrollLeft, width: 120 }) as DOMRect;
  }
}

afterEach(cleanup);

describe('a row of choices that scrolls sideways', () => {
  it('brings a chosen chip beyond its right edge into view, and one before its left edge back', () => {
    const view = render(<Row chosen={0} />);
    const row = view.getByTestId('row');
    layOut(row);
    view.rerender(<Row chosen={4} />);
    // Chip 4 ends at 600; the row shows 0-300: it scrolls 300 and a margin.
    expect(row.scrollLeft).toBe(316);
    view.rerender(<Row chosen={1} />);
    // Chip 1 starts at 120, now at -196 on screen: back to 120 less the margin.
    expect(row.scrollLeft).toBe(104);
  });

  it('leaves the row where it is when the chosen chip is already seen', () => {
    const view = render(<Row chosen={3} />);
    const row = view.getByTestId('row');
    row.scrollLeft = 200;
    layOut(row);
    view.rerender(<Row chosen={2} />);
    expect(row.scrollLeft).toBe(200);
  });

  it("does the same for a row of links, for the current page's", () => {
    const view = render(<LinkRow chosen={0} />);
    const row = view.getByTestId('row');
    layOut(row);
    view.rerender(<LinkRow chosen={3} />);
    expect(row.scrollLeft).toBe(196);
  });
});
