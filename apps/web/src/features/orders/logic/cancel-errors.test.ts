import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { cancelErrorMessage } from './cancel-errors.ts';

const failure = (status: number | null, body?: unknown, details?: unknown) =>
  new ApiRequestError('An error occurred. Please try again.', status, undefined, details, body);

describe('cancel failures by status (docs/orders-and-delivery.md#messages)', () => {
  it('400 shows the details the server gives', () => {
    const details = 'This order has already been shipped and can no longer be cancelled.';
    expect(cancelErrorMessage(failure(400, { message: 'Order cannot be cancelled', details }, details))).toBe(
      details,
    );
  });

  it('400 without details shows the server message', () => {
    const message = 'Invalid tracking ID. Tracking ID must be at least 9 characters long.';
    expect(cancelErrorMessage(failure(400, { message }))).toBe(message);
    // A validation failure's details are a list, not a sentence: the message stands.
    expect(cancelErrorMessage(failure(400, { message }, [{ path: 'trackingId', message }]))).toBe(message);
  });

  it('400 with neither shows the default', () => {
    expect(cancelErrorMessage(failure(400, null))).toBe(
      'Order cannot be cancelled. Please check the order status.',
    );
  });

  it('401 asks to log in again', () => {
    expect(cancelErrorMessage(failure(401))).toBe('Authentication required. Please log in again.');
  });

  it('403 says the customer may not', () => {
    expect(cancelErrorMessage(failure(403))).toBe('You do not have permission to cancel this order.');
  });

  it('404 suspects the tracking number', () => {
    expect(cancelErrorMessage(failure(404, { message: 'Order not found.' }))).toBe(
      'Order not found. The tracking number may be incorrect or the order may have already been cancelled.',
    );
  });

  it('502 says the service is unavailable', () => {
    expect(cancelErrorMessage(failure(502))).toBe('Service temporarily unavailable. Please try again later.');
  });

  it('any other status, or an error that is not the API, asks to try again or contact support', () => {
    const text = 'Failed to cancel order. Please try again or contact support.';
    expect(cancelErrorMessage(failure(500))).toBe(text);
    expect(cancelErrorMessage(failure(409, { message: 'Conflict' }))).toBe(text);
    expect(cancelErrorMessage(new Error('boom'))).toBe(text);
  });

  it('no response is a network error', () => {
    expect(cancelErrorMessage(failure(null))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });
});
