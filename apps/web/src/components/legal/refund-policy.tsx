import { BUSINESS } from '@fengshui/shared/constants';
import { LegalContact } from './LegalContact.tsx';

const heading = 'mt-4 mb-2 font-semibold text-ink';
const list = 'list-disc pl-5 space-y-1';
const link = 'font-medium text-brand-700 underline';

/** Refund Policy of the Feng Shui Prosper online shop: returns, exchanges, cancellations and refunds. */
export function RefundPolicy() {
  const mailto = `mailto:${BUSINESS.email}`;
  return (
    <div className="space-y-2">
      <p>
        We want you to be happy with every item from {BUSINESS.name}. If something is not right, this policy
        explains how returns, exchanges, cancellations and refunds work. It applies to orders placed on our
        website and delivered within the Philippines.
      </p>

      <h3 className={heading}>1. Returns and Exchanges</h3>
      <p>
        You may request a return or exchange within 7 days from the day your order is delivered, as long as:
      </p>
      <ul className={list}>
        <li>the item is unused, undamaged and in the same condition you received it;</li>
        <li>
          it is in its original packaging, with all tags, pouches, cards and freebies that came with it; and
        </li>
        <li>you can give us your order number as proof of purchase.</li>
      </ul>
      <p>
        For an exchange, you can choose the same item in another size or colour, or a different item, subject
        to stock. If the new item costs more, you pay the difference; if it costs less, we refund the
        difference.
      </p>

      <h3 className={heading}>2. Items We Cannot Accept for Return</h3>
      <p>
        For hygiene reasons, and because some items are used up or made just for you, we cannot take back:
      </p>
      <ul className={list}>
        <li>incense once the packaging has been opened;</li>
        <li>wishing paper once the packaging has been opened, or once it has been written on or used;</li>
        <li>personalised items, such as those engraved or made with your name or birth details; and</li>
        <li>any item that has been used, worn, washed, burned or damaged after delivery.</li>
      </ul>
      <p>This does not apply if the item arrived damaged, defective or different from what you ordered.</p>

      <h3 className={heading}>3. How to Request a Return</h3>
      <ul className={list}>
        <li>
          E-mail us at{' '}
          <a href={mailto} className={link}>
            {BUSINESS.email}
          </a>{' '}
          within 7 days of delivery. Include your order number, the item, the reason, and clear photos of the
          item and its packaging.
        </li>
        <li>We will reply with the return instructions and the address to send the item to.</li>
        <li>
          Pack the item securely and send it back using your chosen courier. Keep the courier receipt and
          tracking number until your return is completed.
        </li>
      </ul>

      <h3 className={heading}>4. Return Shipping</h3>
      <p>
        You pay the shipping cost of sending the item back to us. If the item is defective, damaged on arrival
        or not what you ordered, we cover the return shipping and also send the replacement to you at no cost.
      </p>

      <h3 className={heading}>5. Refunds</h3>
      <ul className={list}>
        <li>
          Once your returned item arrives, we inspect it and let you know by e-mail whether the return is
          approved.
        </li>
        <li>Approved refunds are processed within 5 to 7 business days after the inspection.</li>
        <li>
          If you paid online through Dragonpay, we refund to your original payment channel where possible. If
          that is not possible, we refund by bank transfer or e-wallet.
        </li>
        <li>
          If you paid cash on delivery, we refund by bank transfer or e-wallet. We will ask you for the
          account details to send it to.
        </li>
        <li>
          Your bank or e-wallet may take a few more days to show the amount in your account after we send it.
        </li>
      </ul>

      <h3 className={heading}>6. Cancelling an Order</h3>
      <ul className={list}>
        <li>
          You can cancel an order only before it ships. Use the Cancel Order button on your order page, or
          contact us as soon as possible.
        </li>
        <li>
          Once your order has shipped, it can no longer be cancelled. You may instead request a return after
          delivery under this policy.
        </li>
        <li>
          If you already paid online for a cancelled order, we refund the full amount within 3 to 5 business
          days. Cash on delivery orders cancelled before shipping have nothing to refund.
        </li>
        <li>Unpaid online orders are cancelled automatically after the 48-hour payment window.</li>
      </ul>

      <h3 className={heading}>7. Damaged, Defective or Wrong Items</h3>
      <p>
        Please check your parcel as soon as it arrives. If an item is damaged, defective or not what you
        ordered, e-mail us within 7 days of delivery with your order number and photos of the item, the
        packaging and the shipping label. We will replace the item or give you a full refund, including the
        shipping fee for that item, at your choice.
      </p>

      <h3 className={heading}>8. Order Completion</h3>
      <p>
        A delivered order is marked as completed automatically once the 7-day return window ends. After an
        order is completed, we can no longer accept a return or exchange request for it. This does not affect
        your rights under the Consumer Act of the Philippines (Republic Act No. 7394).
      </p>

      <h3 className={heading}>9. Contact Us</h3>
      <p>For help with a return, exchange, cancellation or refund, please reach us:</p>
      <LegalContact listClassName={list} linkClassName={link} />
    </div>
  );
}
