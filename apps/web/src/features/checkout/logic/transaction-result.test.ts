import { describe, expect, it } from 'vitest';
import { paymentOutcome, readTransactionParams } from './transaction-result.ts';

describe('the transaction result query', () => {
  it('reads both spellings and defaults the status to S', () => {
    expect(readTransactionParams(new URLSearchParams('txnid=T1&refno=R1'))).toEqual({
      txnId: 'T1',
      refNo: 'R1',
      status: 'S',
      message: '',
    });
    expect(readTransactionParams(new URLSearchParams('txnId=T2&refNo=R2&status=F&message=No'))).toEqual({
      txnId: 'T2',
      refNo: 'R2',
      status: 'F',
      message: 'No',
    });
  });

  it('is missing without a transaction id', () => {
    expect(readTransactionParams(new URLSearchParams('refNo=R'))).toBeNull();
  });

  it('maps statuses to outcomes', () => {
    expect(paymentOutcome('S')).toBe('success');
    expect(paymentOutcome('paid')).toBe('success');
    expect(paymentOutcome('P')).toBe('pending');
    expect(paymentOutcome('F')).toBe('failed');
    expect(paymentOutcome('weird')).toBe('failed');
  });
});
