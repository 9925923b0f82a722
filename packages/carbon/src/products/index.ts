export * from './products.ts';
