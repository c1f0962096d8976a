import type { FaqCategory } from '@fengshui/shared/cms';

// docs/content.md#faq: these server FAQs are appended after the built-in ones, so they answer
// what the built-in list leaves out. The owner edits them in the admin.

export interface SeedFaq {
  question: string;
  answerHtml: string;
  category: FaqCategory;
}

export const seedFaqs: SeedFaq[] = [
  {
    category: 'Delivery',
    question: 'Do you deliver to the Visayas and Mindanao?',
    answerHtml:
      '<p>Yes. We ship to the provinces our courier serves across Luzon, the Visayas and Mindanao. When you enter your address at checkout, we tell you right away whether the courier reaches your barangay and what the shipping fee is. Island and remote areas may take a few extra days.</p>',
  },
  {
    category: 'Delivery',
    question: 'Can I pick up my order at your Binondo shop?',
    answerHtml:
      '<p>You are welcome to visit our shop on Ongpin Street, Binondo, Monday to Sunday from 8:00 AM to 5:00 PM, closed on public holidays. Online orders are delivered by courier only, so for a pick-up please <a href="/contact">message us</a> first and we will set the items aside for you to pay for in the shop.</p>',
  },
  {
    category: 'Returns',
    question: 'My item arrived broken. What should I do?',
    answerHtml:
      '<p>We are sorry! Take a photo of the item and the parcel as soon as you open it, and send them to us through the <a href="/contact">contact form</a> within 7 days of delivery, with your order code. We replace broken or wrong items at no cost to you, including the return shipping.</p>',
  },
  {
    category: 'Orders',
    question: 'Can I add an item to an order I have already placed?',
    answerHtml:
      '<p>Orders cannot be changed once they are placed, because the items are reserved and packed right away. If your order has not shipped yet, you can cancel it from <strong>My Purchase</strong> and place a new one with everything you need, or simply place a second order.</p>',
  },
  {
    category: 'Payment',
    question: 'Do you accept cash on delivery?',
    answerHtml:
      '<p>Yes, cash on delivery is available for addresses our courier serves. Please prepare the exact amount shown in your order, as riders may not carry change. You can also pay online through our payment partner with GCash, Maya, online banking or over the counter at partner outlets.</p>',
  },
  {
    category: 'Products',
    question: 'Are your crystals natural?',
    answerHtml:
      '<p>Our crystal bracelets, clusters and towers are natural stones, sometimes polished or cut, never dyed glass. Because they are natural, colour and inclusions vary from piece to piece, so the item you receive may differ slightly from the photo. Where a product is made of resin or glass, such as some figurines, the description says so.</p>',
  },
  {
    category: 'Products',
    question: 'Are the items blessed or activated before shipping?',
    answerHtml:
      '<p>Every item is cleaned and wrapped by hand, but we do not perform a blessing for you, because traditions differ and many customers prefer to do it themselves. Each product page links to its care guide, and our <a href="/product-guide">product guides</a> explain simple ways to cleanse and activate your item at home.</p>',
  },
  {
    category: 'Services',
    question: 'Can I have a consultation if I live outside Metro Manila?',
    answerHtml:
      '<p>Yes. Our Feng Shui Date Selection and BaZi Reading consultations are done by video call, and the Home Feng Shui Consultation can be done remotely with a floor plan, photos and a compass reading that we guide you through. For homes in Metro Manila we can also visit in person. <a href="/consultation">See our consultation services</a>.</p>',
  },
];
