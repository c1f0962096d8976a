import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * Back to where the shopper came from; a page opened directly (no history entry) goes to the shop.
 * A link to the shop, so that a press before the page's code runs (the page was opened directly,
 * since a page reached in the app runs at once) goes where it would go after.
 */
export function GoBackButton() {
  const navigate = useNavigate();
  // React Router gives the first entry of a session the key "default".
  const hasHistory = useLocation().key !== 'default';
  return (
    <Link
      to="/shop"
      onClick={(event) => {
        if (!hasHistory) return;
        event.preventDefault();
        navigate(-1);
      }}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-ink shadow-sm hover:border-gold-500 hover:bg-gold-100"
    >
      <ArrowLeft size={16} aria-hidden />
      Go Back
    </Link>
  );
}
