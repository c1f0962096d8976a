// The shop's legal texts, one file each, shown by LegalDialog.
export { PrivacyPolicy } from './privacy-policy.tsx';
export { RefundPolicy } from './refund-policy.tsx';
export { TermsAndConditions } from './terms.tsx';
