// Which area owns each table (docs/architecture.md#module-boundaries). Only the owner writes the table:
// `npm run lint` (scripts/repo-checks/server-boundaries.ts) fails on an insert, update or delete from anywhere
// else. Another module changes these rows by calling a function the owner exports, passing its
// transaction (`DbOrTx`) so the change stays atomic. Reads are free.
export const tableOwners: Record<string, string> = {
  // apps/server/src/db/schema/cart.ts
  cartItems: 'cart',
  // apps/server/src/db/schema/catalog.ts
  categories: 'catalog',
  products: 'catalog',
  productImages: 'catalog',
  productVariants: 'catalog',
  searchWords: 'catalog',
  catalogStockChanges: 'catalog',
  // apps/server/src/db/schema/cms.ts
  blogs: 'cms',
  faqs: 'cms',
  zodiacs: 'cms',
  zodiacReads: 'cms',
  productGuides: 'cms',
  pressMentions: 'cms',
  // apps/server/src/db/schema/jobs.ts
  jobs: 'jobs',
  orderRequestKeys: 'orders',
  // apps/server/src/db/schema/locations.ts
  regions: 'locations',
  provinces: 'locations',
  districts: 'locations',
  cities: 'locations',
  barangays: 'locations',
  // apps/server/src/db/schema/mail.ts
  mailOutbox: 'integrations/mail',
  // apps/server/src/db/schema/messages.ts
  contactMessages: 'messages',
  newsletterSubscribers: 'newsletter',
  reviews: 'reviews',
  // apps/server/src/db/schema/notifications.ts
  notifications: 'notifications',
  pushSubscriptions: 'notifications',
  // apps/server/src/db/schema/orders.ts
  orders: 'orders',
  orderItems: 'orders',
  orderStatusHistory: 'orders',
  orderCodeCounters: 'orders',
  payments: 'orders',
  trackingEvents: 'orders',
  orderWaybills: 'orders',
  // apps/server/src/db/schema/promotions.ts
  promotions: 'promotions',
  promotionRedemptions: 'promotions',
  // apps/server/src/db/schema/settings.ts
  instanceSecrets: 'db',
  // apps/server/src/db/schema/users.ts
  users: 'auth',
  sessions: 'auth',
  userTokens: 'auth',
  shippingAddresses: 'users',
  smsOutbox: 'sms',
};
