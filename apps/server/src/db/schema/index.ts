export * from './cart.ts';
export * from './catalog.ts';
export * from './locations.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './promotions.ts';
export * from './users.ts';
