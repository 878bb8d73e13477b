// The schemas the browser checks API answers with, and the schema library with them: fetched with
// `import()` when an answer arrives (or ahead of it), so no page carries them in its first load.
export {
  campaignPopupSchema,
  fareEstimateListSchema,
  placeSearchSchema,
  reverseGeocodeSchema,
  tripRequestedSchema,
} from '@pothik/domain';
