export * from './cup.rules';
export * from './cup.texts';
export * from './cup.schemas';
export * from './cup.dto';
export * from './cup.answer-schemas';
export * from './cup-draw';
