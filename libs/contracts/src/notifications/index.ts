export * from './notification-kinds';
export * from './notification-params';
export * from './notifications.texts';
export * from './notifications.dto';
export * from './notifications.schemas';
export * from './notifications.answer-schemas';
