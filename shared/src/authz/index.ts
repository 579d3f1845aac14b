export * from './subjects';
export * from './rules';
export * from './route-guards';
