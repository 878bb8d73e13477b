// DESIGN.md §6: the home page's two tabs and the trip types each one offers.
export const tripTabs = ['car_rental', 'airport_rental'] as const;
export type TripTab = (typeof tripTabs)[number];

export const carRentalTripTypes = ['one_way', 'round_way', 'hourly'] as const;
export const airportTripTypes = ['from_airport', 'from_home'] as const;
export const tripTypeKeys = [...carRentalTripTypes, ...airportTripTypes] as const;

export type CarRentalTripType = (typeof carRentalTripTypes)[number];
export type AirportTripType = (typeof airportTripTypes)[number];
export type TripType = (typeof tripTypeKeys)[number];

export const tripTypesByTab: { readonly [T in TripTab]: readonly TripType[] } = {
  car_rental: carRentalTripTypes,
  airport_rental: airportTripTypes,
};

export const tripTabNames: { readonly [T in TripTab]: { en: string; bn: string } } = {
  car_rental: { en: 'Car Rental', bn: 'কার রেন্টাল' },
  airport_rental: { en: 'Airport Rental', bn: 'এয়ারপোর্ট রেন্টাল' },
};

export const tripTypeNames: { readonly [T in TripType]: { en: string; bn: string } } = {
  one_way: { en: 'One Way', bn: 'ওয়ান ওয়ে' },
  round_way: { en: 'Round Way', bn: 'রাউন্ড ওয়ে' },
  hourly: { en: 'Hourly', bn: 'ঘণ্টাভিত্তিক' },
  from_airport: { en: 'From Airport', bn: 'এয়ারপোর্ট থেকে' },
  from_home: { en: 'From Home', bn: 'বাসা থেকে' },
};

export function isTripType(value: string): value is TripType {
  return (tripTypeKeys as readonly string[]).includes(value);
}

export function tabOfTripType(tripType: TripType): TripTab {
  return (airportTripTypes as readonly string[]).includes(tripType) ? 'airport_rental' : 'car_rental';
}
