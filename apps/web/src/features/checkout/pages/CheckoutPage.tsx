import { ORDER_MESSAGES, type OrderCreateInput } from '@fengshui/shared/orders';
import { PROMOTION_MESSAGES } from '@fengshui/shared/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { CHECKOUT_ITEMS_KEY } from '../../../lib/checkout-items.ts';
import { useSession } from '../../../lib/session/session-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { createOrder } from '../api/create-order.ts';
import { requestPayment } from '../api/request-payment.ts';
import { CART_QUERY_ROOT } from '../api/update-cart-line-quantity.ts';
import { type PromotionValidateResponse, validatePromotion } from '../api/validate-promotion.ts';
import { ManualRedirectPanel } from '../components/ManualRedirectPanel.tsx';
import { OrderSummaryCard } from '../components/OrderSummaryCard.tsx';
import { PaymentMethodCard } from '../components/PaymentMethodCard.tsx';
import { PromotionCodeCard } from '../components/PromotionCodeCard.tsx';
import { ShippingDetailsCard } from '../components/ShippingDetailsCard.tsx';
import { TotalsCard } from '../components/TotalsCard.tsx';
import { UnpaidOrderPanel } from '../components/UnpaidOrderPanel.tsx';
import {
  attemptKeyFor,
  finishCheckoutAttempt,
  rememberPlacedOrder,
  sessionStore,
  unpaidOrderFor,
} from '../logic/checkout-attempt.ts';
import { CHECKOUT_MESSAGES } from '../logic/checkout-messages.ts';
import {
  clampLineQuantity,
  isServerCartLine,
  readCheckoutItems,
  storeCheckoutLines,
} from '../logic/checkout-source.ts';
import {
  type CheckoutLine,
  checkoutTotals,
  orderItems,
  type PaymentMethod,
  promotionItems,
} from '../logic/checkout-totals.ts';
import { orderErrorMessage, priceChanges, promotionErrorMessage } from '../logic/order-errors.ts';
import { joinAddress, placementError, placeOrderDisabled } from '../logic/placement.ts';
import { useCartQuantityWrites } from '../use-cart-quantity-writes.ts';
import { useDelivery } from '../use-delivery.ts';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const location = useLocation();
  const [lines, setLines] = useState<CheckoutLine[]>(() => readCheckoutItems(location.state, storage()));
  if (lines.length === 0) return <Navigate to="/cart" replace />;
  return <Checkout lines={lines} setLines={setLines} />;
}

function Checkout({
  lines,
  setLines,
}: {
  lines: CheckoutLine[];
  setLines: (update: (lines: CheckoutLine[]) => CheckoutLine[]) => void;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const queryClient = useQueryClient();
  const delivery = useDelivery(itemCount);
  const address = delivery.address;

  // Prefilled from the default address (else the profile) until the shopper edits them.
  const [nameEdit, setNameEdit] = useState<string | null>(null);
  const [phoneEdit, setPhoneEdit] = useState<string | null>(null);
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const recipientName = nameEdit ?? (address?.recipient_name || fullName);
  const phone = phoneEdit ?? (address?.phone || user?.phone || '');
  const addressLine = address
    ? joinAddress([
        address.address1 || address.street_name,
        address.barangay,
        address.city || address.city_municipality,
        address.state || address.province,
        address.postcode,
      ])
    : '';

  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('dragonpay');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [promoCode, setPromoCode] = useState('');
  const [promoError, setPromoError] = useState<string | null>(null);
  const [promotion, setPromotion] = useState<PromotionValidateResponse | null>(null);
  const [paymentUrl, setPaymentUrl] = useState<string | null>(null);

  const totals = useMemo(
    () => checkoutTotals(lines, delivery.shippingFee, promotion?.discount.total_discount ?? 0),
    [lines, delivery.shippingFee, promotion],
  );

  // A discount was computed for one basket and fee: any change asks for the code again.
  const basketKey = `${totals.subtotal}|${totals.shippingFee}`;
  const appliedFor = useRef(basketKey);
  useEffect(() => {
    if (promotion && appliedFor.current !== basketKey) {
      setPromotion(null);
      toast.info('Your order changed. Please apply the promotion code again.');
    }
  }, [basketKey, promotion]);

  // The items stay in storage while the page is open, so a login or a reload comes back to them.
  useEffect(() => storeCheckoutLines(lines, storage()), [lines]);

  const applyPromotion = useMutation({
    mutationFn: validatePromotion,
    onSuccess: (response) => {
      appliedFor.current = basketKey;
      setPromotion(response);
      setPromoError(null);
      toast.success(response.message || PROMOTION_MESSAGES.applied);
    },
    onError: (error) => {
      setPromotion(null);
      setPromoError(promotionErrorMessage(error));
    },
  });

  const onApplyPromotion = () => {
    const code = promoCode.trim().toUpperCase();
    if (code === '') {
      setPromoError(PROMOTION_MESSAGES.empty);
      return;
    }
    setPromoError(null);
    applyPromotion.mutate({
      code,
      order_amount: totals.subtotal,
      shipping_fee: totals.shippingFee,
      items: promotionItems(lines),
    });
  };

  const placeOrder = useMutation({
    mutationFn: async () => {
      if (!address) throw new Error(ORDER_MESSAGES.addressRequired);
      const request: OrderCreateInput = {
        items: orderItems(lines),
        subtotal: totals.subtotal,
        shipping_fee: totals.shippingFee,
        total_amount: totals.total,
        shipping_details: {
          name: recipientName.trim(),
          phone: phone.trim(),
          email: user?.email || undefined,
          address: address.address1 || address.street_name,
          barangay: address.barangay,
          city: address.city || address.city_municipality,
          state: address.state || address.province,
          region: address.region,
          postal_code: address.postcode,
        },
        shipping_address_id: address.id,
        payment_method: paymentMethod,
        voucher_code: promotion?.promotion.code ?? null,
      };
      // Back from the gateway, a reload or a retry sends this attempt's key again: the same order answers.
      const response = await createOrder(request, attemptKeyFor(sessionStore(), request));
      const order = response?.order;
      if (!order || typeof order.order_id !== 'number') throw new InvalidOrderResponse();
      if (paymentMethod === 'cod') return { kind: 'cod' as const, orderCode: order.order_code };
      rememberPlacedOrder(sessionStore(), { id: order.order_id, code: order.order_code });
      const payment = await requestPayment({ orderId: order.order_id, email: user?.email }).catch(
        (error: unknown) => {
          // The order exists now: after logging in, the shopper pays it from its page, not by ordering again.
          if (error instanceof ApiRequestError && error.status === 401)
            throw new PaymentNeedsLogin(order.order_id);
          throw error;
        },
      );
      if (!payment.payment_url) throw new MissingPaymentUrl();
      return { kind: 'gateway' as const, paymentUrl: payment.payment_url };
    },
    onSuccess: (result) => {
      try {
        storage()?.removeItem(CHECKOUT_ITEMS_KEY);
      } catch {
        // Nothing stored, or storage is off.
      }
      if (result.kind === 'cod') {
        finishCheckoutAttempt(sessionStore());
        // The server took the ordered lines out of the cart: the navbar's count follows at once.
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_ROOT });
        toast.success(CHECKOUT_MESSAGES.codPlaced);
        void navigate('/account', {
          replace: true,
          state: { orderPlaced: { order_code: result.orderCode } },
        });
        return;
      }
      setPaymentUrl(result.paymentUrl);
      window.location.assign(result.paymentUrl);
    },
    onError: (error) => {
      if (error instanceof InvalidOrderResponse)
        return void toast.error(CHECKOUT_MESSAGES.invalidOrderResponse);
      if (error instanceof MissingPaymentUrl) return void toast.error(CHECKOUT_MESSAGES.noPaymentUrl);
      if (error instanceof PaymentNeedsLogin) {
        try {
          storage()?.removeItem(CHECKOUT_ITEMS_KEY);
        } catch {
          // Storage is off.
        }
        toast.error(CHECKOUT_MESSAGES.paymentLoginRequired);
        const from = { pathname: `/account/orders/${error.orderId}`, search: '' };
        void navigate('/login', { replace: true, state: { from } });
        return;
      }
      if (error instanceof ApiRequestError && error.status === 401) {
        // docs/checkout-and-payment.md#messages: a log-in failure goes to log in, then back to /checkout, where the items are
        // read again from storage (the effect above keeps them there; only a placed order removes them).
        toast.error(CHECKOUT_MESSAGES.loginRequired);
        void navigate('/login', { replace: true, state: { from: { pathname: '/checkout', search: '' } } });
        return;
      }
      // Another tab used this attempt for a different order: the next Place Order starts a new one.
      if (error instanceof ApiRequestError && error.code === 'IDEMPOTENCY_KEY_REUSED')
        finishCheckoutAttempt(sessionStore());
      const changes = priceChanges(error);
      if (changes.length > 0) {
        // Show today's prices so the shopper can review before placing the order again.
        setLines((current) =>
          current.map((line) => {
            const change = changes.find((entry) => entry.name === line.name);
            return change ? { ...line, price: change.price_now, discounted_price: 0 } : line;
          }),
        );
      }
      toast.error(orderErrorMessage(error));
    },
  });

  const processing = placeOrder.isPending || paymentUrl !== null;

  // docs/checkout-and-payment.md#placing-an-order: back from the gateway with the same items, the
  // order already placed is offered for payment instead of a second one.
  const [unpaidDismissed, setUnpaidDismissed] = useState(false);
  const unpaidOrder = useMemo(
    () => (unpaidDismissed ? null : unpaidOrderFor(sessionStore(), orderItems(lines))),
    [lines, unpaidDismissed],
  );
  const continuePayment = useMutation({
    mutationFn: (orderId: number) => requestPayment({ orderId, email: user?.email }),
    onSuccess: (payment) => {
      if (!payment.payment_url) return void toast.error(CHECKOUT_MESSAGES.noPaymentUrl);
      setPaymentUrl(payment.payment_url);
      window.location.assign(payment.payment_url);
    },
    onError: (error) => {
      // Paid, cancelled or expired meanwhile: the attempt is over and the page places a new order.
      if (error instanceof ApiRequestError && error.status === 409) {
        finishCheckoutAttempt(sessionStore());
        setUnpaidDismissed(true);
      }
      toast.error(orderErrorMessage(error));
    },
  });

  const onPlaceOrder = () => {
    const problem = placementError({
      recipientName,
      phone,
      address: addressLine,
      serviceability: delivery.serviceability,
      checkingServiceability: delivery.checkingServiceability,
      itemCount: lines.length,
      termsAccepted,
    });
    if (problem) {
      toast.error(problem);
      return;
    }
    placeOrder.mutate();
  };

  const writeCartQuantity = useCartQuantityWrites((cartId, quantity) =>
    setLines((current) => current.map((line) => (line.cart_id === cartId ? { ...line, quantity } : line))),
  );

  // docs/checkout-and-payment.md#checkout-page: the order summary's quantity controls. Lines of the server cart are written back
  // to it; a Buy Now or guest line kept only in the browser changes here alone.
  const onQuantity = (index: number, requested: number) => {
    const line = lines[index];
    if (!line) return;
    const quantity = clampLineQuantity(line, requested);
    if (quantity === line.quantity) return;
    setLines((current) => current.map((entry, at) => (at === index ? { ...entry, quantity } : entry)));
    if (isServerCartLine(line)) writeCartQuantity(line.cart_id, line.quantity, quantity);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <header className="mb-5">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">Almost there</p>
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Checkout</h1>
      </header>
      {paymentUrl && <ManualRedirectPanel key={paymentUrl} paymentUrl={paymentUrl} />}
      {unpaidOrder && !paymentUrl && (
        <UnpaidOrderPanel
          order={unpaidOrder}
          paying={continuePayment.isPending}
          onContinuePayment={() => continuePayment.mutate(unpaidOrder.id)}
        />
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <div className="flex flex-col gap-5">
          {delivery.addressesLoading && !address ? (
            <Spinner label="Loading your shipping details…" />
          ) : (
            <ShippingDetailsCard
              loading={delivery.addressesLoading}
              hasAddress={address !== null}
              addressLine={addressLine}
              recipientName={recipientName}
              phone={phone}
              onRecipientName={setNameEdit}
              onPhone={setPhoneEdit}
              serviceability={delivery.serviceability}
              checking={delivery.checkingServiceability}
              serviceabilityMessage={delivery.serviceabilityMessage}
            />
          )}
          <OrderSummaryCard lines={lines} disabled={processing} onQuantity={onQuantity} />
          <PaymentMethodCard value={paymentMethod} disabled={processing} onChange={setPaymentMethod} />
          <PromotionCodeCard
            code={promoCode}
            onCode={(code) => {
              setPromoCode(code);
              setPromoError(null);
            }}
            applied={promotion}
            error={promoError}
            applying={applyPromotion.isPending}
            disabled={processing}
            onApply={onApplyPromotion}
            onRemove={() => {
              setPromotion(null);
              setPromoCode('');
            }}
          />
        </div>
        <TotalsCard
          totals={totals}
          shippingLoading={delivery.shippingLoading}
          shippingNotice={delivery.shippingNotice}
          shippingAwaitsAddress={delivery.shippingAwaitsAddress}
          termsAccepted={termsAccepted}
          onTerms={setTermsAccepted}
          paymentMethod={paymentMethod}
          processing={processing}
          disabled={
            unpaidOrder !== null ||
            placeOrderDisabled({
              processing,
              hasSavedAddress: address !== null,
              termsAccepted,
              serviceability: delivery.serviceability,
              checkingServiceability: delivery.checkingServiceability,
            })
          }
          onPlaceOrder={onPlaceOrder}
        />
      </div>
    </div>
  );
}

class InvalidOrderResponse extends Error {}
class MissingPaymentUrl extends Error {}
class PaymentNeedsLogin extends Error {
  constructor(readonly orderId: number) {
    super('Payment needs a fresh login');
  }
}
