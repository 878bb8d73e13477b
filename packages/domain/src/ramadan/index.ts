export * from './format-ramadan-day';
export * from './ramadan-months';
export * from './ramadan-timetable';
