// Where the overlays keep their answers and times (docs/content.md#limits: the promo's last-shown time
// and shop-clicked flag; 4: the newsletterSubscribed flag). e2e/support.ts writes the same keys so the
// journeys start with every overlay answered.
export const OVERLAY_KEYS = {
  cookieConsent: 'cookieConsent',
  notificationConsent: 'notificationConsent',
  newsletterSubscribed: 'newsletterSubscribed',
  newsletterDismissedAt: 'newsletterDismissedAt',
  welcomePromoShownAt: 'welcomePromoLastShown',
  welcomePromoShopClicked: 'welcomePromoShopClicked',
  promoBannerShownAt: 'promoBannerLastShown',
  socialProofShownAt: 'socialProofLastShown',
} as const;
