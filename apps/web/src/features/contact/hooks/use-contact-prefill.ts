import { useEffect, useRef } from 'react';
import { useSession } from '../../../lib/session/session-api.ts';
import { useShippingAddresses } from '../api/get-shipping-addresses.ts';
import { type ContactFormValues, prefillFor } from '../logic/contact-form.ts';

/**
 * docs/content.md#contact: fills a signed-in customer's name, e-mail and phone once their addresses are
 * known (the phone prefers an address's), once per customer. Guests get an empty form.
 */
export function useContactPrefill(
  apply: (prefill: Pick<ContactFormValues, 'name' | 'email' | 'phone'>) => void,
) {
  const session = useSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const addresses = useShippingAddresses(user !== null);
  const appliedFor = useRef<number | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  // A failed address list still leaves the profile's phone.
  const settled = addresses.isSuccess || addresses.isError;
  useEffect(() => {
    if (!user || !settled || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    applyRef.current(prefillFor(user, addresses.data));
  }, [user, settled, addresses.data]);
}
