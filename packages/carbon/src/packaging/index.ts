export * from './materials.ts';
export * from './packaging.ts';
