import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppOnServer } from '../../../test/render-app.tsx';
import { ListControls } from './ListControls.tsx';

// docs/catalogue.md#sorting-and-filters: every change stays in the address, however quickly the next follows.
function renderControls() {
  // The list's loader never answers, so each change stays a pending navigation, as on a slow network.
  const router = createMemoryRouter(
    [{ path: '/shop', element: <ListControls />, loader: () => new Promise<null>(() => {}) }],
    { initialEntries: ['/shop'], hydrationData: { loaderData: { 0: null } } },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const asked = (router: ReturnType<typeof renderControls>) =>
  new URLSearchParams(router.state.navigation.location?.search ?? router.state.location.search);

describe('the sort and filter form', () => {
  afterEach(cleanup);

  it('keeps a sort changed and In stock ticked right after it, before the first list has loaded', () => {
    const router = renderControls();
    act(() => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
      fireEvent.click(screen.getByLabelText('In stock only'));
    });
    expect(asked(router).get('sort')).toBe('price_asc');
    expect(asked(router).get('inStock')).toBe('1');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price_asc');
    expect((screen.getByLabelText('In stock only') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps both when the second change follows once the first is on screen', () => {
    const router = renderControls();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_desc' } });
    fireEvent.click(screen.getByLabelText('In stock only'));
    expect(asked(router).get('sort')).toBe('price_desc');
    expect(asked(router).get('inStock')).toBe('1');
  });
});

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('the sort and filter form before and after the page’s code runs', () => {
  afterEach(cleanup);

  const controls = (page: Pick<typeof screen, 'getByLabelText' | 'getByRole'>) => [
    page.getByLabelText('Sort by'),
    page.getByLabelText('Lowest price'),
    page.getByLabelText('Highest price'),
    page.getByRole('button', { name: 'Apply' }),
    page.getByLabelText('In stock only'),
  ];

  it('arrives disabled, since a sort or filter changes the list through the page’s code', () => {
    const page = within(renderAppOnServer(<ListControls />, { at: '/shop' }));
    for (const control of controls(page)) expect(control.closest('fieldset:disabled')).not.toBeNull();
  });

  it('can be used once the page runs', () => {
    renderControls();
    for (const control of controls(screen)) {
      expect(control.closest('fieldset:disabled')).toBeNull();
      expect(control).toHaveProperty('disabled', false);
    }
  });
});
