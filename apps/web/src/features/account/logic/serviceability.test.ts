import { describe, expect, it } from 'vitest';
import { type ServiceabilityCheckState, serviceabilityOf } from './serviceability.ts';

const answered = (serviceable: boolean): ServiceabilityCheckState => ({
  complete: true,
  settling: false,
  isPending: false,
  isError: false,
  data: { success: true, serviceable },
});

describe('serviceabilityOf', () => {
  it('stays idle until region, province and city are chosen', () => {
    expect(serviceabilityOf({ ...answered(true), complete: false })).toEqual({ status: 'idle', message: '' });
  });

  it('is checking while the location settles or the server is asked', () => {
    expect(serviceabilityOf({ ...answered(true), settling: true }).status).toBe('checking');
    expect(serviceabilityOf({ ...answered(true), isPending: true, data: undefined })).toEqual({
      status: 'checking',
      message: 'Checking delivery serviceability…',
    });
  });

  it('says so when the courier delivers there', () => {
    expect(serviceabilityOf(answered(true))).toEqual({
      status: 'serviceable',
      message: 'This address is serviceable for delivery',
    });
  });

  it('warns when the courier does not deliver there', () => {
    expect(serviceabilityOf(answered(false))).toEqual({
      status: 'not-serviceable',
      message: 'Address not serviceable by our courier',
    });
  });

  it('falls back to standard rates when the check fails', () => {
    expect(serviceabilityOf({ ...answered(true), isError: true, data: undefined })).toEqual({
      status: 'error',
      message: 'Could not verify delivery serviceability. Standard rates may apply.',
    });
    expect(serviceabilityOf({ ...answered(true), data: { success: false, serviceable: false } }).status).toBe(
      'error',
    );
  });
});
