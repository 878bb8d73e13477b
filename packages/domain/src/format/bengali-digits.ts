const bengaliDigits = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'] as const;

export function toBengaliDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => bengaliDigits[Number(d)]!);
}

export function fromBengaliDigits(value: string): string {
  return value.replace(/[০-৯]/g, (d) => String(bengaliDigits.indexOf(d as (typeof bengaliDigits)[number])));
}
