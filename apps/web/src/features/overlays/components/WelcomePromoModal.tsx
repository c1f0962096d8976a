import { Link } from 'react-router';
import { Dialog } from '../../../components/Dialog.tsx';
import promoArt from '../assets/fire-goat-2027.svg';

interface Props {
  firstName: string | null;
  onClose: () => void;
  /** The art or the button was followed to the shop. */
  onShop: () => void;
}

/**
 * The welcome promo for signed-in shoppers (docs/content.md#overlays). It promotes the collection for the
 * coming lunar year and claims no discount; Lunar New Year 2027 is February 6, the Year of the Fire Goat.
 */
export function WelcomePromoModal({ firstName, onClose, onShop }: Props) {
  return (
    <Dialog open title={firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'} onClose={onClose}>
      <Link
        to="/shop"
        onClick={onShop}
        className="block overflow-hidden rounded-xl ring-gold-400 hover:ring-2 focus-visible:ring-2"
      >
        <img
          src={promoArt}
          alt="Shop cures and charms for the Year of the Fire Goat, 2027"
          width={640}
          height={360}
          className="block h-auto w-full"
        />
      </Link>
      <p className="mt-4 text-base text-stone-700">
        The Year of the Fire Goat begins with the Lunar New Year on <strong>February 6, 2027</strong>. Welcome
        it with cures and charms for harmony, health and prosperity.
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold text-stone-600 hover:bg-stone-100"
        >
          Maybe later
        </button>
        <Link
          to="/shop"
          onClick={onShop}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Shop the collection
        </Link>
      </div>
    </Dialog>
  );
}
