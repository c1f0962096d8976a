import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';

/** Back to where the shopper came from; a page opened directly (no history entry) goes to the shop. */
export function GoBackButton() {
  const navigate = useNavigate();
  // React Router gives the first entry of a session the key "default".
  const hasHistory = useLocation().key !== 'default';
  return (
    <button
      type="button"
      onClick={() => (hasHistory ? navigate(-1) : navigate('/shop'))}
      className="inline-flex min-h-10 items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-ink shadow-sm hover:border-gold-500 hover:bg-gold-100"
    >
      <ArrowLeft size={16} aria-hidden />
      Go Back
    </button>
  );
}
