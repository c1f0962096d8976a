import { ADMIN_CATEGORY_MESSAGES, type CategoryWriteResponse } from '@fengshui/shared/admin-catalog';
import type { Category } from '@fengshui/shared/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { multipartBody, pngPicture } from '../../test/admin-test-forms.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
});

afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload }) });
const messageOf = (response: { json(): unknown }) => (response.json() as { message: string }).message;

async function sendForm(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, image?: Buffer) {
  const body = await multipartBody(
    fields,
    image ? [{ field: 'image', fileName: 'cover.png', data: image }] : [],
  );
  return t.app.inject({ method, url, headers: { ...admin, ...body.headers }, payload: body.payload });
}

const listed = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/categories' })).json() as Category[];

describe('POST /api/categories', () => {
  it('adds a category with a picture, a slug from its name and an uppercased code', async () => {
    const response = await sendForm(
      'POST',
      '/api/categories',
      { name: 'Crystal Balls', code: 'cry', description: 'Clear quartz spheres.' },
      await pngPicture(),
    );
    expect(response.statusCode).toBe(201);
    const { message, category } = response.json() as CategoryWriteResponse;
    expect(message).toBe(ADMIN_CATEGORY_MESSAGES.created);
    expect(category).toMatchObject({
      name: 'Crystal Balls',
      slug: 'crystal-balls',
      code: 'CRY',
      description: 'Clear quartz spheres.',
      parent_id: null,
      product_count: 0,
    });
    expect(category.category_image).toMatch(/^\/media\/categories\/[0-9a-f]{20}\/640\.webp$/);
    const base = category.category_image!.replace('/640.webp', '');
    expect(category.category_image_srcset).toBe(
      `${base}/320.webp 320w, ${base}/640.webp 640w, ${base}/960.webp 960w`,
    );
    expect((await listed()).map((item) => item.slug)).toContain('crystal-balls');
  });

  it('keeps slugs unique when two categories share a name', async () => {
    const first = await call('POST', '/api/categories', { name: 'Mirrors' });
    const second = await call('POST', '/api/categories', { name: 'Mirrors!' });
    expect((first.json() as CategoryWriteResponse).category.slug).toBe('mirrors');
    expect((second.json() as CategoryWriteResponse).category.slug).toBe('mirrors-2');
  });

  it('nests a category under a top-level parent only', async () => {
    const parent = await createCategory(t.db, { name: 'Home Decor' });
    const child = await call('POST', '/api/categories', { name: 'Vases', parent_id: parent.id });
    expect((child.json() as CategoryWriteResponse).category.parent_id).toBe(parent.id);
    const grandchild = await call('POST', '/api/categories', {
      name: 'Tall Vases',
      parent_id: (child.json() as CategoryWriteResponse).category.id,
    });
    expect(grandchild.statusCode).toBe(400);
    expect(messageOf(grandchild)).toBe('A sub-category cannot have sub-categories of its own');
  });

  it.each([
    ['a missing name', {}, 400, 'Category name is required'],
    ['a blank name', { name: '  ' }, 400, 'Category name is required'],
    [
      'a code with symbols',
      { name: 'Coins', code: 'CO-1' },
      400,
      'Category code must be 1 to 10 letters or digits',
    ],
    ['an unknown parent', { name: 'Coins', parent_id: 999_999 }, 400, 'Choose an existing parent category'],
    [
      'a parent that is not a number',
      { name: 'Coins', parent_id: 'abc' },
      400,
      'Parent category must be a category id',
    ],
  ])('refuses %s', async (_case, body, status, message) => {
    const response = await call('POST', '/api/categories', body);
    expect(response.statusCode).toBe(status);
    expect(messageOf(response)).toContain(message);
  });

  it('refuses a code another category uses', async () => {
    await createCategory(t.db, { name: 'Talismans', code: 'TAL' });
    const response = await call('POST', '/api/categories', { name: 'Talisman Cards', code: 'tal' });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('The category Talismans already uses the code TAL');
  });

  it('refuses a picture that is not one', async () => {
    const response = await sendForm(
      'POST',
      '/api/categories',
      { name: 'Fans' },
      Buffer.from('<svg onload="x()"/>'),
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/categories/:id', () => {
  it('changes only the fields sent and keeps the slug', async () => {
    const category = await createCategory(t.db, {
      slug: 'coins',
      name: 'Coins',
      code: 'COI',
      description: 'Old',
    });
    const response = await call('PUT', `/api/categories/${category.id}`, { name: 'Lucky Coins' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as CategoryWriteResponse).category).toMatchObject({
      name: 'Lucky Coins',
      slug: 'coins',
      code: 'COI',
      description: 'Old',
    });
  });

  it('replaces and removes the picture', async () => {
    const category = await createCategory(t.db, { name: 'Bowls' });
    const withImage = await sendForm(
      'PUT',
      `/api/categories/${category.id}`,
      {},
      await pngPicture('#123456'),
    );
    expect((withImage.json() as CategoryWriteResponse).category.category_image).not.toBeNull();
    const without = await sendForm('PUT', `/api/categories/${category.id}`, { remove_image: 'true' });
    expect((without.json() as CategoryWriteResponse).category.category_image).toBeNull();
  });

  it('refuses a category as its own parent, and a parent with children becoming a child', async () => {
    const parent = await createCategory(t.db, { name: 'Jewelry' });
    await createCategory(t.db, { name: 'Rings', parentId: parent.id });
    const other = await createCategory(t.db, { name: 'Accessories' });
    const self = await call('PUT', `/api/categories/${parent.id}`, { parent_id: parent.id });
    expect(messageOf(self)).toBe('A category cannot be its own parent');
    const nested = await call('PUT', `/api/categories/${parent.id}`, { parent_id: other.id });
    expect(nested.statusCode).toBe(400);
    expect(messageOf(nested)).toBe('This category has sub-categories, so it cannot become a sub-category');
    const clear = await call('PUT', `/api/categories/${parent.id}`, { parent_id: null });
    expect(clear.statusCode).toBe(200);
  });

  it('answers 400, not 500, to an edit that sends no field', async () => {
    const category = await createCategory(t.db, { name: 'Nothing to change' });
    const response = await call('PUT', `/api/categories/${category.id}`, {});
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/at least one field/);
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    expect((await call('PUT', '/api/categories/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/categories/x1', { name: 'x' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes an empty category', async () => {
    const category = await createCategory(t.db, { name: 'Empty Shelf' });
    const response = await call('DELETE', `/api/categories/${category.id}`);
    expect(response.json()).toEqual({ message: ADMIN_CATEGORY_MESSAGES.deleted });
    expect((await listed()).map((item) => item.id)).not.toContain(category.id);
  });

  it('refuses a category that holds products, archived ones included', async () => {
    const category = await createCategory(t.db, { name: 'Retired' });
    await createProduct(t.db, { categoryId: category.id, status: 'archived' });
    const response = await call('DELETE', `/api/categories/${category.id}`);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      'This category still has 1 product (archived ones included). Move or delete it first.',
    );
  });

  it('refuses a category with sub-categories', async () => {
    const parent = await createCategory(t.db, { name: 'Incense' });
    await createCategory(t.db, { name: 'Sticks', parentId: parent.id });
    await createCategory(t.db, { name: 'Cones', parentId: parent.id });
    const response = await call('DELETE', `/api/categories/${parent.id}`);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('This category has 2 sub-categories. Move or delete them first.');
  });

  it('answers 404 for an unknown category', async () => {
    expect((await call('DELETE', '/api/categories/999999')).statusCode).toBe(404);
  });
});
