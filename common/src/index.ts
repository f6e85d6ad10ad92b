export * from './auth.js';
export * from './config.js';
export * from './errors.js';
export * from './events.js';
export * from './library.js';
export * from './processing.js';
export * from './records.js';
export * from './version.js';
