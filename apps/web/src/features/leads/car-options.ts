import { carTypes, districts, type Lang } from '@pothik/domain';

/** The six car types as select options, named in the reader's language with their seats. */
export const carTypeOptions = (lang: Lang, seats: (n: number) => string) =>
  carTypes.map((car) => ({
    value: car.key,
    label: `${lang === 'bn' ? car.name_bn : car.name_en} (${seats(car.seats)})`,
  }));

/** The 64 districts, in the reader's alphabet order. */
export const districtOptions = (lang: Lang) =>
  districts
    .map((d) => ({ value: d.id, label: lang === 'bn' ? d.name_bn : d.name_en }))
    .sort((a, b) => a.label.localeCompare(b.label, lang === 'bn' ? 'bn' : 'en'));
