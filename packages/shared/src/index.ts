export * from './errors.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/notifications.js';
export * from './schemas/admin.js';
export * from './rules/roles.js';
export * from './rules/auth.js';
export * from './rules/datetime.js';
