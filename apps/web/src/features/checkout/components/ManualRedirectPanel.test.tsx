import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_FALLBACK_MS, ManualRedirectPanel, REDIRECT_FALLBACK_MS } from './ManualRedirectPanel.tsx';

const PAY_URL = 'https://test.dragonpay.ph/Pay.aspx?merchantid=MYSHOP&txnid=FS-1&amount=1250.00&digest=abc';

/** The page's location, played by a stub: jsdom cannot navigate. */
function stubLocation(replace: (url: string) => void) {
  vi.stubGlobal('location', { href: 'http://localhost:3000/checkout', replace: vi.fn(replace) });
  return window.location.replace as ReturnType<typeof vi.fn>;
}

function captureFormSubmits(): HTMLFormElement[] {
  const submitted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  return submitted;
}

const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const form of document.querySelectorAll('form')) form.remove();
});

describe('the manual redirect panel', () => {
  it('appears only when the browser is still on the page 3 seconds after the redirect', () => {
    render(<ManualRedirectPanel paymentUrl={PAY_URL} />);
    expect(screen.queryByRole('alert')).toBeNull();
    advance(REDIRECT_FALLBACK_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    advance(1);
    expect(screen.getByRole('alert').textContent).toContain('Continue to payment');
    expect(screen.getByRole('button', { name: 'Go to Payment Page' })).toBeTruthy();
  });

  it('replaces the location first, then submits a form carrying the payment parameters', () => {
    const replace = stubLocation(() => {});
    const submitted = captureFormSubmits();
    render(<ManualRedirectPanel paymentUrl={PAY_URL} />);
    advance(REDIRECT_FALLBACK_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Payment Page' }));

    expect(replace).toHaveBeenCalledWith(PAY_URL);
    expect(submitted).toHaveLength(0);
    advance(FORM_FALLBACK_MS);
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect(form.method).toBe('get');
    expect(form.action).toBe('https://test.dragonpay.ph/Pay.aspx');
    // A GET form drops its action's query: the parameters must travel as fields.
    expect(fieldsOf(form)).toEqual({ merchantid: 'MYSHOP', txnid: 'FS-1', amount: '1250.00', digest: 'abc' });
  });

  it('still submits the form when the location cannot be replaced', () => {
    stubLocation(() => {
      throw new Error('blocked');
    });
    const submitted = captureFormSubmits();
    render(<ManualRedirectPanel paymentUrl="/payment-sandbox/FS-1" />);
    advance(REDIRECT_FALLBACK_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Payment Page' }));
    advance(FORM_FALLBACK_MS);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.action).toBe('http://localhost:3000/payment-sandbox/FS-1');
    expect(fieldsOf(submitted[0]!)).toEqual({});
  });
});
