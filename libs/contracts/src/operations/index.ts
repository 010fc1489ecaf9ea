export * from './operations.schemas';
export * from './operations.dto';
export * from './operations.answer-schemas';
