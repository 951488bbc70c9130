export { BirthDetailsFields, requiredBirthDetails, type BirthDetails } from './birth-details-fields.tsx';
export { useCitySuggestions } from './use-city-suggestions.ts';
