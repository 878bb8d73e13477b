import { carTypes, messageCatalogue, tripTypeKeys, tripTypeNames } from '@pothik/domain';
import type { TranslationMessages } from 'react-admin';
import { consoleBangla, consoleValuesBangla } from './console-bn';
import { raBangla } from './ra-bn';
import { richTextBangla } from './rich-text-bn';

// Bangla's whole catalogue, loaded on the first switch to it: react-admin's messages, the console's own
// texts, and the API's messages (sent in English, each found by its English text as the web does).
const apiMessages = Object.fromEntries(Object.values(messageCatalogue).map((m) => [m.en, m.bn]));

// The car and trip types as the site names them, found by their English name or by their key as a value
// (`sedan_economy` reads "sedan economy" before it is translated).
const typeNames = Object.fromEntries([
  ...carTypes.flatMap((car) => [
    [car.name_en, car.name_bn],
    [car.key.replaceAll('_', ' '), car.name_bn],
  ]),
  ...tripTypeKeys.flatMap((type) => [
    [tripTypeNames[type].en, tripTypeNames[type].bn],
    [type.replaceAll('_', ' '), tripTypeNames[type].bn],
  ]),
]);

export const banglaMessages: TranslationMessages = {
  ...typeNames,
  ...apiMessages,
  ...consoleValuesBangla,
  ...consoleBangla,
  ...raBangla,
  ra: { ...raBangla.ra, ...richTextBangla.ra },
};
