import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session/session-api.ts';
import { useChatWidget } from '../hooks/use-chat-widget.ts';
import { useConsentChain } from '../hooks/use-consent-chain.ts';
import { usePromotions } from '../hooks/use-promotions.ts';
import { useSocialProofTicker } from '../hooks/use-social-proof-ticker.ts';
import {
  type NotificationAnswer,
  readNotificationAnswer,
  recordCookieAnswer,
  recordNotificationAnswer,
} from '../logic/consent-chain.ts';
import { browserStorage, type OverlayStorage } from '../logic/overlay-storage.ts';
import { isPurchaseFlowPath } from '../logic/paths.ts';
import { showCookieConsentToast } from './cookie-consent-toast.tsx';
import { NotificationConsentDialog } from './NotificationConsentDialog.tsx';
import { SocialProofTicker } from './SocialProofTicker.tsx';

// Loaded when first needed, seconds after the page: they stay out of the storefront's first chunk.
const NewsletterDialog = lazy(() =>
  import('./NewsletterDialog.tsx').then((m) => ({ default: m.NewsletterDialog })),
);
const WelcomePromoModal = lazy(() =>
  import('./WelcomePromoModal.tsx').then((m) => ({ default: m.WelcomePromoModal })),
);
const PromoBanner = lazy(() => import('./PromoBanner.tsx').then((m) => ({ default: m.PromoBanner })));

interface Props {
  /** The product of the cart's first line, which the cart page's social proof speaks of. */
  cartProductId?: number | null;
  storage?: OverlayStorage;
}

/** Allow also asks the browser itself, where the Notification API exists; resolves its answer. */
function requestBrowserPermission(): Promise<NotificationPermission | null> {
  if (typeof Notification === 'undefined' || typeof Notification.requestPermission !== 'function')
    return Promise.resolve(null);
  try {
    return Promise.resolve(Notification.requestPermission()).catch(() => null);
  } catch {
    // Older browsers take a callback and may throw on a promise-style call; the answer is stored anyway.
    return Promise.resolve(null);
  }
}

/**
 * docs/accounts.md#push-notifications: a signed-in customer whose browser granted notifications gets this
 * device subscribed to order updates. The Web Push code loads only then, never with the page.
 */
function subscribeThisDevice(userId: number): void {
  import('../../../lib/web-push.ts')
    .then((push) => push.ensurePushSubscription(userId))
    .catch(() => undefined);
}

const notificationsGranted = () =>
  typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * Every overlay of the storefront (docs/content.md#overlays), in one order so that
 * none stacks on another on a first visit:
 *   1. the consent chain: the cookie toast, then the notification dialog, then the newsletter dialog;
 *   2. once the chain is done for this page load: the welcome promo modal (signed-in shoppers), and on a
 *      later page view the second promo banner;
 *   3. the social-proof ticker, whenever no prompt or modal is open.
 * The chat widget keeps its own clock: it sits in a corner and asks nothing. While the shopper is paying
 * (checkout, payment) the dialogs wait for the next page.
 */
export function Overlays({ cartProductId = null, storage = browserStorage }: Props) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const chain = useConsentChain(storage);
  const promotions = usePromotions(storage, pathname, chain.done);
  const ticker = useSocialProofTicker({
    storage,
    pathname,
    cartProductId,
    ready: chain.done && !promotions.modalOpen,
  });
  useChatWidget(pathname);
  const paying = isPurchaseFlowPath(pathname);
  const { prompt, complete } = chain;

  useEffect(() => {
    if (prompt !== 'cookie') return;
    showCookieConsentToast((answer) => {
      recordCookieAnswer(storage, answer);
      complete('cookie', true);
    });
  }, [prompt, complete, storage]);

  const userId = user?.id ?? null;
  // A customer who allowed notifications as a guest, or on another visit, is subscribed once signed in.
  useEffect(() => {
    if (userId !== null && readNotificationAnswer(storage) === 'allowed' && notificationsGranted())
      subscribeThisDevice(userId);
  }, [userId, storage]);

  const answerNotifications = (answer: NotificationAnswer) => {
    recordNotificationAnswer(storage, answer);
    if (answer === 'allowed')
      void requestBrowserPermission().then((permission) => {
        if (permission === 'granted' && userId !== null) subscribeThisDevice(userId);
      });
    complete('notification', true);
  };

  return (
    <>
      {prompt === 'notification' && !paying && (
        <NotificationConsentDialog
          onAnswer={answerNotifications}
          onClose={() => complete('notification', false)}
        />
      )}
      {/* One boundary each: one loading must not hide another that is on screen. */}
      {prompt === 'newsletter' && !paying && (
        <Suspense fallback={null}>
          <NewsletterDialog storage={storage} onClose={() => complete('newsletter', true)} />
        </Suspense>
      )}
      {promotions.modalOpen && (
        <Suspense fallback={null}>
          <WelcomePromoModal
            firstName={user?.firstName ?? null}
            onClose={promotions.closeModal}
            onShop={promotions.followModalShopLink}
          />
        </Suspense>
      )}
      {promotions.bannerVisible && (
        <Suspense fallback={null}>
          <PromoBanner onClose={promotions.closeBanner} />
        </Suspense>
      )}
      {promotions.clickShield && (
        <div aria-hidden="true" className="fixed inset-0 z-[60]" data-testid="click-shield" />
      )}
      <SocialProofTicker shown={ticker.shown} onDismiss={ticker.dismiss} />
    </>
  );
}
