export * from './auth';
export * from './catalog';
export * from './guide';
export * from './network';
export * from './notification';
export * from './quote';
export * from './shop';
export * from './vehicle';
