export * from './travel.ts';
