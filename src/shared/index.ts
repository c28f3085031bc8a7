// Shared contracts of client and server: API schemas, hero-name rules, coupon rules, seasons.
export * from './api';
export * from './heroName';
export * from './coupon';
export * from './season';
