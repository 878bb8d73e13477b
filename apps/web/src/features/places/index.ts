// The places' public face: the place search field and the value a chosen place is kept as.

export { PlaceCombobox } from './place-combobox';
export { type PlaceValue, parsePlaceValue } from './place-value';
