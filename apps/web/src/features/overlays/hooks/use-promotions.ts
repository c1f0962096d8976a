import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session/session-api.ts';
import type { OverlayStorage } from '../logic/overlay-storage.ts';
import {
  isPromoBannerPath,
  recordPromoBannerShown,
  recordWelcomePromoShopClicked,
  recordWelcomePromoShown,
  shouldOpenWelcomePromo,
  shouldShowPromoBanner,
} from '../logic/promotions.ts';
import { PROMO_CLOSE_CLICK_BLOCK_MS } from '../logic/timings.ts';

export interface Promotions {
  modalOpen: boolean;
  bannerVisible: boolean;
  /** True for a moment after the modal closes: the click that closed it must not reach the page. */
  clickShield: boolean;
  closeModal: () => void;
  /** The modal's art or shop link was followed: remembered, so the modal stays off /shop. */
  followModalShopLink: () => void;
  closeBanner: () => void;
}

/**
 * The welcome promo modal and the second promo banner, one at a time. `ready` holds both back until the
 * consent chain has finished. The banner never shares a page view with the modal: it waits for the
 * next page after the modal was open.
 */
export function usePromotions(storage: OverlayStorage, pathname: string, ready: boolean): Promotions {
  const session = useSession();
  const [modalOpen, setModalOpen] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(false);
  const [clickShield, setClickShield] = useState(false);
  const modalPage = useRef<string | null>(null);
  const shieldTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The session must be known first: a guest's banner would otherwise show and then meet the modal.
  const decided = ready && session.status !== 'loading';
  const signedIn = session.status === 'authenticated';

  useEffect(() => {
    if (!decided || modalOpen) return;
    const now = Date.now();
    if (shouldOpenWelcomePromo({ signedIn, pathname, now, storage })) {
      recordWelcomePromoShown(storage, now);
      modalPage.current = pathname;
      setBannerOpen(false);
      setModalOpen(true);
      return;
    }
    if (!bannerOpen && modalPage.current !== pathname && shouldShowPromoBanner({ pathname, now, storage })) {
      recordPromoBannerShown(storage, now);
      setBannerOpen(true);
    }
  }, [decided, signedIn, pathname, modalOpen, bannerOpen, storage]);

  useEffect(() => () => clearTimeout(shieldTimer.current), []);

  const closeModal = () => {
    setModalOpen(false);
    setClickShield(true);
    clearTimeout(shieldTimer.current);
    shieldTimer.current = setTimeout(() => setClickShield(false), PROMO_CLOSE_CLICK_BLOCK_MS);
  };

  return {
    modalOpen,
    bannerVisible: bannerOpen && isPromoBannerPath(pathname),
    clickShield,
    closeModal,
    followModalShopLink: () => {
      recordWelcomePromoShopClicked(storage);
      closeModal();
    },
    closeBanner: () => setBannerOpen(false),
  };
}
