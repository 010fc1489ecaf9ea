export * from './push.rules';
export * from './push.texts';
export * from './push.schemas';
export * from './push.dto';
export * from './push.answer-schemas';
