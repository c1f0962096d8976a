import type { AddToCartInput, CartLine } from '@fengshui/shared/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createCategory, createProduct } from '../../db/factories/catalog.ts';
import { AppError } from '../../domain/errors.ts';
import { signInAs } from '../../test/sign-in.ts';
import { recordingDatabase } from '../../test/statement-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addToCart } from './cart-service.ts';

// docs/decisions/008-api-performance.md#ninth-pass-adds-written-together: adds that arrive together
// are written by one statement, and each still gets its own cart or its own refusal.

let t: TestApp;
let incense: { id: number };
let censer: { id: number };
let soldOut: { id: number };
let bracelet: { id: number; small: number };

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.db, { name: 'Incense Sticks' });
  incense = await createProduct(t.db, { categoryId: category.id, name: 'Sandalwood Incense', stock: 200 });
  censer = await createProduct(t.db, { categoryId: category.id, name: 'Brass Censer', stock: 5 });
  soldOut = await createProduct(t.db, { categoryId: category.id, name: 'Agarwood Cones', stock: 0 });
  const variantProduct = await createProduct(t.db, {
    categoryId: category.id,
    name: 'Tiger Eye Bracelet',
    variants: [{ attributes: { size: 'Small' }, price: 650, stock: 3, sku: 'TE-S' }],
  });
  const variants = (await t.app.inject({ method: 'GET', url: `/api/products/${variantProduct.id}` })).json()
    .variants;
  bracelet = { id: variantProduct.id, small: variants[0].variant_id };
});
afterAll(() => t.close());

const customer = async () => (await signInAs(t)).user.id;
const item = (product_id: number, quantity: number, variant_id: number | null = null): AddToCartInput => ({
  product_id,
  variant_id,
  quantity,
});
const linesOf = (items: CartLine[]) => items.map((line) => [line.product_id, line.quantity]);

/** The adds, started together on a database that notes the add statements it sends. */
async function addTogether(adds: [userId: number, input: AddToCartInput][]) {
  const recording = recordingDatabase(t.database);
  const db = recording.db as Database;
  const answers = await Promise.allSettled(
    adds.map(([userId, input]) => addToCart(db, t.storage, userId, input)),
  );
  const statements = recording.statements.filter((statement) =>
    /insert into cart_items/.test(statement.text),
  );
  return {
    answers,
    statements: statements.length,
    sentAlone: recording.statements.length - statements.length,
  };
}

const answered = (answer: PromiseSettledResult<CartLine[]>) => {
  if (answer.status === 'rejected') throw answer.reason;
  return linesOf(answer.value);
};
const refusal = (answer: PromiseSettledResult<CartLine[]>) => {
  if (answer.status === 'fulfilled') throw new Error('The add was not refused');
  const error = answer.reason as AppError;
  expect(error).toBeInstanceOf(AppError);
  return [error.kind, error.message];
};

describe('adds that arrive together', () => {
  it('are one statement for several customers, each answered with their own cart after their add', async () => {
    const [ana, ben, cora] = [await customer(), await customer(), await customer()];
    await addToCart(t.db, t.storage, ana, item(censer.id, 1));
    const { answers, statements, sentAlone } = await addTogether([
      [ana, item(incense.id, 2)],
      [ben, item(censer.id, 1)],
      [cora, item(incense.id, 3)],
    ]);
    expect(statements).toBe(1);
    expect(sentAlone).toBe(0);
    expect(answered(answers[0]!)).toEqual([
      [censer.id, 1],
      [incense.id, 2],
    ]);
    expect(answered(answers[1]!)).toEqual([[censer.id, 1]]);
    expect(answered(answers[2]!)).toEqual([[incense.id, 3]]);
  });

  it("put a customer's second add of the same line into the next statement, answered with the cart after both", async () => {
    const [ana, ben] = [await customer(), await customer()];
    const { answers, statements } = await addTogether([
      [ana, item(incense.id, 1)],
      [ana, item(incense.id, 2)],
      [ben, item(incense.id, 4)],
      [ana, item(censer.id, 1)],
    ]);
    expect(statements).toBe(3);
    expect(answers.map(answered)).toEqual([
      [[incense.id, 1]],
      [[incense.id, 3]],
      [[incense.id, 4]],
      [
        [incense.id, 3],
        [censer.id, 1],
      ],
    ]);
  });

  it('refuse an add on its own, with its own message, and write the others', async () => {
    const [ana, ben, cora, dan, eve, fay] = await Promise.all(Array.from({ length: 6 }, () => customer()));
    await addToCart(t.db, t.storage, cora!, item(censer.id, 4));
    const { answers, statements } = await addTogether([
      [ana!, item(incense.id, 1)],
      [ben!, item(987654, 1)],
      [cora!, item(censer.id, 2)],
      [dan!, item(bracelet.id, 1)],
      [eve!, item(soldOut.id, 1)],
      [fay!, item(bracelet.id, 2, bracelet.small)],
    ]);
    expect(statements).toBe(1);
    expect(answered(answers[0]!)).toEqual([[incense.id, 1]]);
    expect(refusal(answers[1]!)).toEqual(['not-found', 'Product not found']);
    expect(refusal(answers[2]!)).toEqual(['invalid', 'Not enough stock available']);
    expect(refusal(answers[3]!)).toEqual(['invalid', 'Please select all options']);
    expect(refusal(answers[4]!)).toEqual(['invalid', 'This item is out of stock']);
    expect(answered(answers[5]!)).toEqual([[bracelet.id, 2]]);
    expect(linesOf(await addToCart(t.db, t.storage, cora!, item(censer.id, 1)))).toEqual([[censer.id, 5]]);
  });

  it('fail only the add that breaks their statement: the others are written again, each alone', async () => {
    const [ana, ben] = [await customer(), await customer()];
    const gone = 987654;
    const { answers, statements } = await addTogether([
      [ana, item(incense.id, 1)],
      [gone, item(incense.id, 1)],
      [ben, item(censer.id, 1)],
    ]);
    expect(statements).toBe(4);
    expect(answered(answers[0]!)).toEqual([[incense.id, 1]]);
    expect(answers[1]).toMatchObject({ status: 'rejected' });
    expect(answered(answers[2]!)).toEqual([[censer.id, 1]]);
  });
});
