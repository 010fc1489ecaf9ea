export * from './office.texts';
export * from './office.schemas';
export * from './office.dto';
export * from './office.answer-schemas';
