import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { TransactionResultPage } from './TransactionResultPage.tsx';

afterEach(cleanup);

const order = {
  order_code: 'FS-261128-00007',
  order_id: 7,
  total_price: 1250,
  total_amount: 1250,
  tracking_number: null,
};

describe('the payment result page', () => {
  it('reads the outcome again when the payment check settles a payment the postback had not', async () => {
    let paid = false;
    server.use(
      http.get('/api/transactions/verify', () =>
        json(200, { order, status: paid ? 'success' : 'pending', message: '' }),
      ),
      http.post('/api/transactions/trigger-payment-check', () => {
        paid = true;
        return json(200, { success: true, updated: 1 });
      }),
    );
    renderApp(<TransactionResultPage />, {
      at: '/transaction-complete?txnid=FS-261128-00007-1&refno=REF1&status=P',
    });

    expect(await screen.findByRole('heading', { name: 'Payment Pending' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Payment Successful' }, { timeout: 3_000 }),
    ).toBeTruthy();
  });
});
