import type { CarColour, CarTypeKey } from '@pothik/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { type DriverSpec, driverAccountValues, driverProfileValues } from '../factories/drivers';
import { drivers, users } from '../schema/index';

/** A demo driver comes with the ratings and trips of a driver some while on the platform. */
type DemoDriver = Omit<DriverSpec, 'photo' | 'isDemo'> &
  Required<Pick<DriverSpec, 'ratingSum' | 'ratingCount' | 'completedTrips'>>;

// Four per car type, so the demo fleet can send a trip 2–4 bids (modules/demo-fleet). Mobiles are
// 018…: the tests' numbers are 017….
// Plates follow the Bangladesh format: district (METRO for the cities), class letter (GA car, CHA
// microbus, GHA jeep), then the series and number.
export const demoDrivers: readonly DemoDriver[] = [
  {
    mobile: '01810000001',
    name: 'Md. Rafiqul Islam',
    carType: 'sedan_economy',
    carModel: 'Toyota Axio 2016',
    plateNumber: 'DHAKA METRO-GA 27-4512',
    district: 'Dhaka',
    ratingSum: 384,
    ratingCount: 80,
    completedTrips: 212,
  },
  {
    mobile: '01810000002',
    name: 'Shahidul Alam',
    carType: 'sedan_economy',
    carModel: 'Toyota Axio Hybrid 2017',
    plateNumber: 'CHATTO METRO-GA 11-2087',
    district: 'Chattogram',
    ratingSum: 230,
    ratingCount: 50,
    completedTrips: 95,
  },
  {
    mobile: '01810000003',
    name: 'Abdul Karim',
    carType: 'sedan',
    carModel: 'Toyota Allion 2015',
    plateNumber: 'DHAKA METRO-GA 31-7766',
    district: 'Dhaka',
    ratingSum: 588,
    ratingCount: 120,
    completedTrips: 340,
  },
  {
    mobile: '01810000004',
    name: 'Jahangir Hossain',
    carType: 'sedan',
    carModel: 'Toyota Premio 2016',
    plateNumber: 'DHAKA METRO-GA 29-1034',
    district: 'Gazipur',
    ratingSum: 329,
    ratingCount: 70,
    completedTrips: 158,
  },
  {
    mobile: '01810000005',
    name: 'Mizanur Rahman',
    carType: 'sedan_premium',
    carModel: 'Toyota Premio F-EX 2019',
    plateNumber: 'DHAKA METRO-GA 43-5521',
    district: 'Dhaka',
    ratingSum: 441,
    ratingCount: 90,
    completedTrips: 260,
  },
  {
    mobile: '01810000006',
    name: 'Kamal Uddin',
    carType: 'sedan_premium',
    carModel: 'Toyota Camry Hybrid 2017',
    plateNumber: 'CHATTO METRO-GA 15-6620',
    district: 'Chattogram',
    ratingSum: 288,
    ratingCount: 60,
    completedTrips: 134,
  },
  {
    mobile: '01810000007',
    name: 'Nurul Amin',
    carType: 'noah',
    carModel: 'Toyota Noah 2014',
    plateNumber: 'DHAKA METRO-CHA 53-2290',
    district: 'Narayanganj',
    ratingSum: 470,
    ratingCount: 100,
    completedTrips: 301,
  },
  {
    mobile: '01810000008',
    name: 'Habibur Rahman',
    carType: 'noah',
    carModel: 'Toyota Voxy 2016',
    plateNumber: 'DHAKA METRO-CHA 56-8123',
    district: 'Dhaka',
    ratingSum: 180,
    ratingCount: 40,
    completedTrips: 77,
  },
  {
    mobile: '01810000009',
    name: 'Anwar Hossain',
    carType: 'chander_gari',
    carModel: 'Toyota Land Cruiser (Chander Gari)',
    plateNumber: 'BANDARBAN-GHA 11-0452',
    district: 'Bandarban',
    ratingSum: 230,
    ratingCount: 50,
    completedTrips: 190,
  },
  {
    mobile: '01810000010',
    name: 'Sohel Rana',
    carType: 'chander_gari',
    carModel: 'Mahindra Pik-Up (Chander Gari)',
    plateNumber: 'RANGAMATI-GHA 11-0318',
    district: 'Rangamati',
    ratingSum: 132,
    ratingCount: 30,
    completedTrips: 64,
  },
  {
    mobile: '01810000011',
    name: 'Delwar Hossain',
    carType: 'hiace',
    carModel: 'Toyota HiAce 2012',
    plateNumber: 'DHAKA METRO-CHA 51-4470',
    district: 'Dhaka',
    ratingSum: 336,
    ratingCount: 70,
    completedTrips: 245,
  },
  {
    mobile: '01810000012',
    name: 'Faruk Ahmed',
    carType: 'hiace',
    carModel: 'Toyota HiAce Super GL 2015',
    plateNumber: 'CHATTO METRO-CHA 11-9035',
    district: 'Chattogram',
    ratingSum: 235,
    ratingCount: 50,
    completedTrips: 118,
  },
  {
    mobile: '01810000013',
    name: 'Md. Alamgir Hossain',
    carType: 'sedan_economy',
    carModel: 'Toyota Corolla Axio 2014',
    plateNumber: 'DHAKA METRO-GA 25-8841',
    district: 'Dhaka',
    ratingSum: 207,
    ratingCount: 45,
    completedTrips: 102,
  },
  {
    mobile: '01810000014',
    name: 'Tanvir Ahmed',
    carType: 'sedan_economy',
    carModel: 'Honda Grace Hybrid 2016',
    plateNumber: 'SYLHET METRO-GA 11-3307',
    district: 'Sylhet',
    ratingSum: 196,
    ratingCount: 42,
    completedTrips: 88,
  },
  {
    mobile: '01810000015',
    name: 'Shamsul Haque',
    carType: 'sedan',
    carModel: 'Toyota Allion 2017',
    plateNumber: 'DHAKA METRO-GA 33-2145',
    district: 'Dhaka',
    ratingSum: 423,
    ratingCount: 90,
    completedTrips: 276,
  },
  {
    mobile: '01810000016',
    name: 'Mostafizur Rahman',
    carType: 'sedan',
    carModel: 'Toyota Premio 2015',
    plateNumber: 'RAJSHAHI METRO-GA 11-0764',
    district: 'Rajshahi',
    ratingSum: 276,
    ratingCount: 60,
    completedTrips: 131,
  },
  {
    mobile: '01810000017',
    name: 'Abu Bakar Siddique',
    carType: 'sedan_premium',
    carModel: 'Toyota Premio F-EX 2020',
    plateNumber: 'DHAKA METRO-GA 45-1190',
    district: 'Dhaka',
    ratingSum: 343,
    ratingCount: 70,
    completedTrips: 198,
  },
  {
    mobile: '01810000018',
    name: 'Enamul Haque',
    carType: 'sedan_premium',
    carModel: 'Honda Civic 2018',
    plateNumber: 'DHAKA METRO-GA 44-6078',
    district: 'Dhaka',
    ratingSum: 235,
    ratingCount: 50,
    completedTrips: 109,
  },
  {
    mobile: '01810000019',
    name: 'Ziaur Rahman',
    carType: 'noah',
    carModel: 'Toyota Noah 2016',
    plateNumber: 'CHATTO METRO-CHA 13-4521',
    district: 'Chattogram',
    ratingSum: 368,
    ratingCount: 80,
    completedTrips: 222,
  },
  {
    mobile: '01810000020',
    name: 'Babul Mia',
    carType: 'noah',
    carModel: 'Toyota Esquire 2017',
    plateNumber: 'DHAKA METRO-CHA 54-3312',
    district: 'Dhaka',
    ratingSum: 141,
    ratingCount: 30,
    completedTrips: 58,
  },
  {
    mobile: '01810000021',
    name: 'Jasim Uddin',
    carType: 'chander_gari',
    carModel: 'Toyota Land Cruiser (Chander Gari)',
    plateNumber: 'KHAGRACHHARI-GHA 11-0227',
    district: 'Khagrachhari',
    ratingSum: 184,
    ratingCount: 40,
    completedTrips: 150,
  },
  {
    mobile: '01810000022',
    name: 'Suvash Chakma',
    carType: 'chander_gari',
    carModel: 'Toyota Land Cruiser Pickup (Chander Gari)',
    plateNumber: 'BANDARBAN-GHA 11-0589',
    district: 'Bandarban',
    ratingSum: 212,
    ratingCount: 45,
    completedTrips: 171,
  },
  {
    mobile: '01810000023',
    name: 'Monir Hossain',
    carType: 'hiace',
    carModel: 'Toyota HiAce 2014',
    plateNumber: 'DHAKA METRO-CHA 52-7715',
    district: 'Dhaka',
    ratingSum: 282,
    ratingCount: 60,
    completedTrips: 203,
  },
  {
    mobile: '01810000024',
    name: 'Rubel Sheikh',
    carType: 'hiace',
    carModel: 'Toyota HiAce Commuter 2016',
    plateNumber: 'KHULNA METRO-CHA 11-2046',
    district: 'Khulna',
    ratingSum: 165,
    ratingCount: 35,
    completedTrips: 79,
  },
];

/** The photo of the demo driver at `index` (files in public/images/drivers). */
const demoDriverPhoto = (index: number) => `/images/drivers/demo-${String(index + 1).padStart(2, '0')}.svg`;

// The colours cars in Bangladesh mostly come in, handed round the fleet.
const demoColours: readonly CarColour[] = ['white', 'silver', 'black', 'white', 'grey', 'blue'];

export type DemoDriverIds = Record<CarTypeKey, number[]>;

/**
 * Idempotent: creates the demo drivers' accounts (they log in with the driver OTP login on their
 * mobiles) and profiles that are missing, never touching ones that exist (ratings earned since stay).
 * Returns the demo drivers' ids (drivers.id, what placeBid takes) by car type.
 */
export async function seedDemoDrivers(db: DbOrTx): Promise<DemoDriverIds> {
  const mobiles = demoDrivers.map((d) => d.mobile);
  await db
    .insert(users)
    .values(demoDrivers.map(driverAccountValues))
    .onConflictDoNothing({ target: [users.mobile, users.role] });
  const accounts = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.role, 'driver'), inArray(users.mobile, mobiles)));
  const userIdOf = new Map(accounts.map((a) => [a.mobile, a.id]));
  await db
    .insert(drivers)
    .values(
      demoDrivers.map((d, i) =>
        driverProfileValues(userIdOf.get(d.mobile)!, {
          ...d,
          photo: demoDriverPhoto(i),
          carColour: demoColours[i % demoColours.length],
          isDemo: true,
        }),
      ),
    )
    .onConflictDoNothing({ target: drivers.userId });
  return listDemoDriverIds(db);
}

/**
 * The demo drivers' ids by car type, as seeded; `activeOnly`: those who may bid now (the demo fleet bids
 * with them; a driver paused for a lapsed paper sits out).
 */
export async function listDemoDriverIds(
  db: DbOrTx,
  { activeOnly = false }: { activeOnly?: boolean } = {},
): Promise<DemoDriverIds> {
  const rows = await db
    .select({ id: drivers.id, carType: drivers.carType })
    .from(drivers)
    .where(activeOnly ? and(eq(drivers.isDemo, true), eq(drivers.state, 'active')) : eq(drivers.isDemo, true))
    .orderBy(drivers.id);
  const byType: DemoDriverIds = {
    sedan_economy: [],
    sedan: [],
    sedan_premium: [],
    noah: [],
    chander_gari: [],
    hiace: [],
  };
  for (const row of rows) byType[row.carType as CarTypeKey]?.push(row.id);
  return byType;
}
