// The Ramadan calendar's public face: the page, its metadata and how a URL names a district.
export { RamadanCalendarPage } from './ramadan-calendar-page';
export { ramadanCalendarMetadata } from './ramadan-metadata';
export { districtOf } from './ramadan-paths';
