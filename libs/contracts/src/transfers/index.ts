export * from './transfers.texts';
export * from './transfers.dto';
export * from './transfers.schemas';
export * from './transfers.answer-schemas';
