import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fixtures.ts';
import { server } from '../../../../test/msw.ts';
import { testQueryClient } from '../../../../test/render-app.tsx';
import { EMPTY_PROMOTION_FORM, type PromotionFormValues } from '../logic/promotion-form.ts';
import { PromotionForm } from './PromotionForm.tsx';

const categories = [
  {
    id: 4,
    category_id: 4,
    slug: 'amulets',
    name: 'Amulets',
    code: 'AMU',
    description: '',
    category_image: null,
    parent_id: null,
    product_count: 3,
  },
  {
    id: 5,
    category_id: 5,
    slug: 'bracelets',
    name: 'Bracelets',
    code: 'BRA',
    description: '',
    category_image: null,
    parent_id: null,
    product_count: 2,
  },
];

// The categories and products the form offers to restrict a promotion to.
function mockServer() {
  server.use(
    http.get('/api/categories', () => json(200, categories)),
    http.get('/api/products/search', () =>
      json(200, {
        products: [{ id: 31, product_id: 31, name: 'Jade Pixiu Bracelet', product_code: 'BRA001' }],
      }),
    ),
    http.get('/api/products/:id', ({ params }) =>
      params.id === '12'
        ? json(200, { id: 12, product_id: 12, name: 'Wu Lou', product_code: 'AMU002' })
        : json(404, { message: 'Not found' }),
    ),
  );
}

function renderForm(
  props: Partial<Parameters<typeof PromotionForm>[0]> = {},
  initial: Partial<PromotionFormValues> = {},
) {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const queryClient = testQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PromotionForm
        initial={{ ...EMPTY_PROMOTION_FORM, ...initial }}
        submitLabel="Create promotion"
        pending={false}
        onSubmit={onSubmit}
        onCancel={onCancel}
        {...props}
      />
    </QueryClientProvider>,
  );
  return {
    onSubmit,
    onCancel,
    rerender: (next: Partial<Parameters<typeof PromotionForm>[0]>) =>
      view.rerender(
        <QueryClientProvider client={queryClient}>
          <PromotionForm
            initial={{ ...EMPTY_PROMOTION_FORM, ...initial }}
            submitLabel="Create promotion"
            pending={false}
            onSubmit={onSubmit}
            onCancel={onCancel}
            {...props}
            {...next}
          />
        </QueryClientProvider>,
      ),
  };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
const fillBasics = () => {
  type('Code', 'lucky88');
  type('Name', 'Lucky 88');
};

beforeEach(() => {
  mockServer();
});

describe('the promotion form', () => {
  it('asks for percent off, an amount off, or nothing for free shipping', () => {
    renderForm();
    expect(screen.getByLabelText('Percent off')).toHaveProperty('max', '99');
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed amount off' }));
    expect(screen.queryByLabelText('Percent off')).toBeNull();
    expect(screen.getByLabelText('Amount off (₱)')).toHaveProperty('step', '0.01');
    fireEvent.click(screen.getByRole('radio', { name: 'Free shipping' }));
    expect(screen.queryByLabelText('Amount off (₱)')).toBeNull();
    expect(screen.getByText('The whole delivery fee is taken off.')).toBeTruthy();
  });

  it.each(['0', '100', '12.5'])('refuses %s percent off and sends nothing', async (percent) => {
    const { onSubmit } = renderForm();
    fillBasics();
    type('Percent off', percent);
    submit();
    const field = screen.getByLabelText('Percent off');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Percentage must be a whole number from 1 to 99')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('refuses an amount off of zero, and a window that ends before it starts', () => {
    const { onSubmit } = renderForm();
    fillBasics();
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed amount off' }));
    type('Amount off (₱)', '0');
    type(/^Starts/, '2026-05-02T10:00');
    type(/^Ends/, '2026-05-01T10:00');
    submit();
    expect(screen.getByText('Amount off must be more than ₱0')).toBeTruthy();
    // Field problems first; the window is checked once every field is right.
    type('Amount off (₱)', '88');
    expect(screen.queryByText('Amount off must be more than ₱0')).toBeNull();
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses usage limits below 1 and a per-customer limit above the total', () => {
    const { onSubmit } = renderForm();
    fillBasics();
    type('Percent off', '10');
    type(/^Total uses/, '0');
    submit();
    expect(screen.getByText('A usage limit must be at least 1 (leave it empty for no limit)')).toBeTruthy();
    type(/^Total uses/, '5');
    type(/^Uses per customer/, '6');
    expect(screen.getByText('The per-customer limit cannot be higher than the total limit')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a code with spaces, and shows codes in capitals as typed', () => {
    renderForm();
    type('Code', 'lucky 88');
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('LUCKY 88');
    type('Name', 'Lucky');
    type('Percent off', '10');
    submit();
    expect(screen.getByText('Code may use only letters, numbers, dashes and underscores')).toBeTruthy();
  });

  it('sends the checked body: pesos, Philippine-time window, limits and the chosen scope', async () => {
    const { onSubmit } = renderForm();
    fillBasics();
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed amount off' }));
    type('Amount off (₱)', '88.50');
    type(/^Minimum order/, '500');
    type(/^Starts/, '2026-05-01T08:00');
    type(/^Ends/, '2026-05-31T23:59');
    type(/^Total uses/, '100');
    type(/^Uses per customer/, '1');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Bracelets' }));
    type('Products', 'jade');
    const results = await screen.findByRole('list', { name: 'Product results' });
    fireEvent.click(within(results).getByRole('button', { name: /Add/ }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen products' })).getByText('Jade Pixiu Bracelet'),
    ).toBeTruthy();
    submit();
    expect(onSubmit).toHaveBeenCalledWith({
      code: 'LUCKY88',
      name: 'Lucky 88',
      description: '',
      type: 'fixed',
      value: 88.5,
      min_order: 500,
      starts_at: '2026-05-01T00:00:00.000Z',
      ends_at: '2026-05-31T15:59:00.000Z',
      total_limit: 100,
      per_customer_limit: 1,
      product_ids: [31],
      category_ids: [5],
    });
  });

  it('shows the names of a saved scope and lets a product be removed', async () => {
    const { onSubmit } = renderForm({}, { code: 'WULOU', name: 'Wu Lou', value: '5', productIds: [12] });
    const chosen = screen.getByRole('list', { name: 'Chosen products' });
    expect(await within(chosen).findByText('Wu Lou')).toBeTruthy();
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove Wu Lou' }));
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ product_ids: [] }));
  });

  it('cannot be sent twice: the button says Saving… and is disabled while saving', () => {
    renderForm({ pending: true });
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
  });

  it("shows the server's refusal under its field until the field is edited", () => {
    const { rerender } = renderForm({}, { code: 'TAKEN', name: 'Taken', value: '10' });
    rerender({
      serverError: { message: 'The code TAKEN is already used by another promotion', field: 'code' },
    });
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The code TAKEN is already used by another promotion')).toBeTruthy();
    type('Code', 'TAKEN2');
    expect(screen.queryByText('The code TAKEN is already used by another promotion')).toBeNull();
  });

  it('keeps the code of a promotion used in orders', () => {
    renderForm({ codeLocked: true }, { code: 'USED1', name: 'Used', value: '10' });
    expect(screen.getByLabelText('Code')).toHaveProperty('readOnly', true);
    expect(screen.getByText('Used in orders, so the code stays as it is.')).toBeTruthy();
  });
});
