import { describe, expect, it } from 'vitest';
import {
  databaseFailureOf,
  isCheckRefusal,
  isForeignKeyRefusal,
  isUniqueRefusal,
} from './database-errors.ts';

// Shaped as node-postgres (and PGlite) throw them: SQLSTATE in `code`, the constraint by name.
const refusal = (code: string, constraint: string, message = 'refused') =>
  Object.assign(new Error(message), { code, constraint });
// Drizzle throws its own error with the driver's in `cause`.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert into ...'), { cause });

const duplicateEmail = refusal('23505', 'users_email_key', 'duplicate key value violates unique constraint');
const orderedProduct = refusal('23503', 'order_items_product_id_fkey', 'violates foreign key constraint');
const negativeStock = refusal('23514', 'products_stock_not_negative', 'violates check constraint');

describe("the database's own failure", () => {
  it('is read from the error itself or from the cause Drizzle wraps it in', () => {
    expect(databaseFailureOf(duplicateEmail)).toEqual({ code: '23505', constraint: 'users_email_key' });
    expect(databaseFailureOf(wrapped(duplicateEmail))).toEqual({
      code: '23505',
      constraint: 'users_email_key',
    });
  });

  it('is not found in an error without a SQLSTATE, or in no error at all', () => {
    expect(databaseFailureOf(new Error('boom'))).toBeUndefined();
    expect(databaseFailureOf(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(databaseFailureOf(undefined)).toBeUndefined();
    expect(databaseFailureOf(null)).toBeUndefined();
  });
});

describe('a unique refusal', () => {
  it('is recognised by its constraint, wrapped or not', () => {
    expect(isUniqueRefusal(duplicateEmail, 'users_email_key')).toBe(true);
    expect(isUniqueRefusal(wrapped(duplicateEmail), 'users_email_key')).toBe(true);
  });

  it('of another constraint is not the one asked for', () => {
    expect(isUniqueRefusal(duplicateEmail, 'users_username_key')).toBe(false);
  });

  it('of any constraint counts when no name is asked for', () => {
    expect(isUniqueRefusal(duplicateEmail)).toBe(true);
    expect(isUniqueRefusal(wrapped(duplicateEmail))).toBe(true);
    expect(isUniqueRefusal({ code: '23505' })).toBe(true);
  });

  it('is not a foreign key or check refusal, nor any other failure', () => {
    expect(isUniqueRefusal(orderedProduct)).toBe(false);
    expect(isUniqueRefusal(negativeStock)).toBe(false);
    expect(isUniqueRefusal(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isUniqueRefusal(undefined)).toBe(false);
  });
});

describe('a foreign key refusal', () => {
  it('is recognised by its constraint, wrapped or not', () => {
    expect(isForeignKeyRefusal(orderedProduct, 'order_items_product_id_fkey')).toBe(true);
    expect(isForeignKeyRefusal(wrapped(orderedProduct), 'order_items_product_id_fkey')).toBe(true);
    expect(isForeignKeyRefusal(orderedProduct, 'products_category_id_fkey')).toBe(false);
  });

  it('of any constraint counts when no name is asked for', () => {
    expect(isForeignKeyRefusal(orderedProduct)).toBe(true);
    expect(isForeignKeyRefusal(wrapped({ code: '23503' }))).toBe(true);
  });

  it('is not a unique or check refusal', () => {
    expect(isForeignKeyRefusal(duplicateEmail)).toBe(false);
    expect(isForeignKeyRefusal(wrapped(negativeStock))).toBe(false);
  });
});

describe('a check refusal', () => {
  it('is recognised by its constraint, wrapped or not, and only by it', () => {
    expect(isCheckRefusal(negativeStock, 'products_stock_not_negative')).toBe(true);
    expect(isCheckRefusal(wrapped(negativeStock), 'products_stock_not_negative')).toBe(true);
    expect(isCheckRefusal(negativeStock, 'variants_stock_not_negative')).toBe(false);
    expect(isCheckRefusal(duplicateEmail, 'products_stock_not_negative')).toBe(false);
  });
});
