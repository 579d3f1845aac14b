export * from './types';
export * from './catalog';
export * from './defaults';
export * from './resolve';
