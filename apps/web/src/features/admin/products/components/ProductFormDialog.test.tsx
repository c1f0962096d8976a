import { ADMIN_PRODUCT_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { AdminProduct } from '@fengshui/shared/admin-product-reads';
import type { Category } from '@fengshui/shared/catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubDialogs } from '../../../../test/dialogs.ts';
import { json } from '../../../../test/fixtures.ts';
import { recordRequests, server } from '../../../../test/msw.ts';
import { testQueryClient } from '../../../../test/render-app.tsx';
import { ProductFormDialog } from './ProductFormDialog.tsx';

beforeAll(stubDialogs);

const category = (id: number, name: string, code: string | null, count: number): Category => ({
  id,
  category_id: id,
  slug: name.toLowerCase(),
  name,
  code,
  description: '',
  category_image: null,
  category_image_srcset: null,
  parent_id: null,
  product_count: count,
});
const categories = [category(3, 'Amulets', 'AMU', 11), category(4, 'Bracelets', null, 0)];

const stored: AdminProduct = {
  product_id: 21,
  product_code: 'AMU007',
  slug: 'dragon-amu007',
  name: 'Dragon Tortoise',
  description: '<p>Long life.</p>',
  category_id: 3,
  category_name: 'Amulets',
  price: 1250,
  stock: 4,
  has_variants: false,
  variants: [],
  images: [{ image_id: 5, url: '/media/products/a/640.webp', srcset: '', position: 0 }],
  is_best_seller: false,
  is_featured: false,
  is_preferred: false,
  free_shipping: false,
  is_flash_deal: false,
  flash_deal_end: null,
  discount_percentage: null,
  weight_grams: 500,
  specs: {},
  status: 'active',
  in_orders: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

function renderDialog(productId: number | null = null) {
  const onClose = vi.fn();
  const queryClient = testQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <ProductFormDialog productId={productId} categories={categories} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

// The add form previews the code a save would give: Amulets are further along than their count says.
const nextCode = http.get('/api/admin/categories/:id/next-product-code', ({ params }) =>
  params.id === '3' ? json(200, { product_code: 'AMU031' }) : json(503, { message: 'Service unavailable' }),
);

let consoleError: Mock;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
  server.use(nextCode);
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the product modal (docs/admin.md#product-form)', () => {
  it('disables the product price and stock while variants are on', () => {
    renderDialog();
    expect(field('Price (₱)').disabled).toBe(false);
    expect(field('Stock').disabled).toBe(false);
    fireEvent.click(screen.getByLabelText(/This product has variants/));
    expect(field('Price (₱)').disabled).toBe(true);
    expect(field('Stock').disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/This product has variants/));
    expect(field('Price (₱)').disabled).toBe(false);
  });

  it('offers Add Variant only once an attribute is named, and ignores duplicate names with a warning', () => {
    renderDialog();
    fireEvent.click(screen.getByLabelText(/This product has variants/));
    expect(screen.getByText(ADMIN_PRODUCT_MESSAGES.defineAttributeFirst)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Variant' })).toBeNull();

    type('Attribute 1 name', '   ');
    expect(screen.queryByRole('button', { name: 'Add Variant' })).toBeNull();
    type('Attribute 1 name', ' size ');
    expect(screen.queryByText(ADMIN_PRODUCT_MESSAGES.defineAttributeFirst)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    type('Attribute 2 name', 'Size');
    expect(screen.getByText('“Size” is already defined; duplicate names are ignored.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    const variant = screen.getByRole('group', { name: 'Variant 1' });
    // One value box for the one attribute, named as trimmed.
    expect(within(variant).getByLabelText('size')).toBeTruthy();
    expect(within(variant).queryByLabelText('Size')).toBeNull();
  });

  it('wants a price on every variant before sending', () => {
    const sent = recordRequests();
    renderDialog();
    type('Name', 'Pi Xiu Bracelet');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '4' } });
    fireEvent.click(screen.getByLabelText(/This product has variants/));
    type('Attribute 1 name', 'size');
    fireEvent.click(screen.getByRole('button', { name: 'Add Variant' }));
    fireEvent.change(within(screen.getByRole('group', { name: 'Variant 1' })).getByLabelText('size'), {
      target: { value: 'Small' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.getByText('Variant price is required')).toBeTruthy();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('shows the discount only for a flash deal with an end time', () => {
    renderDialog();
    expect(screen.queryByLabelText('Discount percentage')).toBeNull();
    fireEvent.click(screen.getByLabelText(/Flash deal/));
    expect(screen.queryByLabelText('Discount percentage')).toBeNull();
    expect(screen.getByText('Set the end time to give the discount.')).toBeTruthy();
    type('Deal ends (Philippine time)', '2099-12-31T23:00');
    const discount = field('Discount percentage');
    expect([discount.min, discount.max]).toEqual(['1', '99']);
    fireEvent.click(screen.getByLabelText(/Flash deal/));
    expect(screen.queryByLabelText('Discount percentage')).toBeNull();
  });

  it('previews in add mode the code the server would give in the category, else counts it itself', async () => {
    renderDialog();
    const code = () => screen.getByLabelText('Product code').textContent;
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } });
    await waitFor(() => expect(code()).toBe('AMU031'));
    // The server could not say: the form counts the category's products itself.
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '4' } });
    await waitFor(() => expect(code()).toBe('BRA001'));
  });

  it('disables submit while saving, then toasts, resets and closes', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post(
        '/api/products',
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const sent = recordRequests();
    const { onClose } = renderDialog();
    type('Name', 'Dragon Tortoise');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } });
    type('Price (₱)', '1250.50');
    type('Stock', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    // The code's preview is read as the category is chosen; the save is the one write.
    const writes = () => sent.filter((request) => request.method !== 'GET');
    await waitFor(() => expect(writes()[0]?.body).toBeInstanceOf(FormData));
    expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/products']);
    const form = writes()[0]?.body as FormData;
    expect([form.get('name'), form.get('category_id'), form.get('price'), form.get('stock')]).toEqual([
      'Dragon Tortoise',
      '3',
      '1250.5',
      '4',
    ]);

    answer(json(201, { message: ADMIN_PRODUCT_MESSAGES.created, product: { ...stored, product_id: 30 } }));
    expect(await screen.findByText(ADMIN_PRODUCT_MESSAGES.created)).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the form open with the spec message, the reason and the toast when the server refuses', async () => {
    server.use(
      http.post('/api/products', () =>
        json(409, { message: 'A product with this slug already exists', code: 'CONFLICT' }),
      ),
    );
    const { onClose } = renderDialog();
    type('Name', 'Dragon Tortoise');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } });
    type('Price (₱)', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(ADMIN_PRODUCT_MESSAGES.saveFailed)).toBeTruthy();
    expect(screen.getByText('A product with this slug already exists')).toBeTruthy();
    expect(await screen.findByText(ADMIN_PRODUCT_MESSAGES.saveFailedToast)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Add Product' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a file that is not a picture when it is chosen, with one message at the pictures', async () => {
    const sent = recordRequests();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        if (file.name === 'notimage.png') throw new DOMException('The source image could not be decoded.');
        return { close: () => {} };
      }),
    );
    renderDialog();
    const pictures = screen.getByRole('group', { name: 'Pictures' });
    const input = pictures.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['just text'], 'notimage.png', { type: 'image/png' }),
          new File([new Uint8Array([137, 80, 78, 71])], 'front.png', { type: 'image/png' }),
        ],
      },
    });
    const refusal = await within(pictures).findByRole('alert');
    expect(refusal.textContent).toBe(
      '“notimage.png” is not a picture: it could not be opened. Choose a JPEG, PNG, WebP, GIF or AVIF file.',
    );
    // The real picture joins the list; the fake one does not, and nothing else complains.
    expect(screen.getAllByTestId('image-item')).toHaveLength(1);
    expect(screen.getByText('New: front.png')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(ADMIN_PRODUCT_MESSAGES.saveFailed)).toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal of a picture once, at the pictures, without the save-failed messages', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ close: () => {} })),
    );
    const errorToast = vi.spyOn(toast, 'error');
    server.use(
      http.post('/api/products', () =>
        json(400, {
          message: '"photo.jpg" is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
          code: 'NOT_AN_IMAGE',
        }),
      ),
    );
    const { onClose } = renderDialog();
    type('Name', 'Dragon Tortoise');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } });
    type('Price (₱)', '10');
    const pictures = screen.getByRole('group', { name: 'Pictures' });
    fireEvent.change(pictures.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File([new Uint8Array([255, 216, 255])], 'photo.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByText('New: photo.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Add Product' }));

    const refusal = await within(pictures).findByRole('alert');
    expect(refusal.textContent).toBe(
      '"photo.jpg" is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(ADMIN_PRODUCT_MESSAGES.saveFailed)).toBeNull();
    expect(errorToast).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    // Taking the picture away takes its message with it.
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(within(pictures).queryByRole('alert')).toBeNull();
  });

  it('edits the stored product: its code, its fields and its pictures', async () => {
    server.use(http.get('/api/admin/products/21', () => json(200, stored)));
    renderDialog(21);
    expect(await screen.findByDisplayValue('Dragon Tortoise')).toBeTruthy();
    expect(screen.getByLabelText('Product code').textContent).toBe('AMU007');
    expect(field('Price (₱)').value).toBe('1250');
    expect(screen.getAllByTestId('image-item')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('says so when the product cannot be loaded for editing', async () => {
    server.use(http.get('/api/admin/products/21', () => json(500, { message: 'Internal server error' })));
    renderDialog(21);
    expect(await screen.findByText(ADMIN_PRODUCT_MESSAGES.loadForEditFailed)).toBeTruthy();
    expect(await screen.findByText(ADMIN_PRODUCT_MESSAGES.fetchDetailsFailed)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
