export * from './envelope';
export * from './credentials';
export * from './player-attributes';
export * from './time';
export * from './polish-plural';
export * from './text-language';
export * from './zod-errors';
