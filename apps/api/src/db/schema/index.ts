export * from './audit.js';
export * from './content.js';
export * from './people.js';
export * from './programs.js';
export * from './rewards.js';
export * from './house-ads.js';
export * from './phi.js';
export * from './citations.js';
