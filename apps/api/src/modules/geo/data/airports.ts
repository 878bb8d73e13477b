import type { AirportCode, DistrictId } from '@pothik/domain';

export { airports } from '@pothik/domain';

/** The district each airport lies in (Saidpur's is Nilphamari, not a district of its own name). */
export const airportDistricts: Record<AirportCode, DistrictId> = {
  DAC: 'dhaka',
  CGP: 'chattogram',
  ZYL: 'sylhet',
  CXB: 'coxs-bazar',
  JSR: 'jashore',
  SPD: 'nilphamari',
  RJH: 'rajshahi',
  BZL: 'barishal',
};

/** Search ranks the country's main gateway first among the airports ("airport" → Dhaka's). */
export const airportWeight = (code: AirportCode) => (code === 'DAC' ? 5 : 4);
