export * from './errors.ts';
export * from './limits.ts';
export * from './envelope.ts';
export * from './endpoint.ts';
export * from './users.ts';
export * from './dict.ts';
export * from './monitor.ts';
export * from './robots.ts';
