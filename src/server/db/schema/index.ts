export * from './auth';
export * from './notification';
export * from './shop';
export * from './vehicle';
